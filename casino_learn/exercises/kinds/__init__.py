"""The exercise kinds, one module each; :mod:`..registry` lists and imports them."""

"""Imports every stage module, so that :data:`casino_learn.course.stages.STAGES` is complete."""

# In course order (lesson 2, then 3...), not alphabetical: the order of STAGES is the course's.
from . import capturing  # noqa: F401, I001
from . import building  # noqa: F401
from . import trailing  # noqa: F401
from . import sweeps  # noqa: F401
from . import royal  # noqa: F401
from . import strategy  # noqa: F401
from . import replies  # noqa: F401  (stages played out against a reply: lessons 3 and 8)
from . import practice  # noqa: F401  (merging builds, the Royal ace raise, partners' builds)

"""The classes of a school file as Helm values for Zero to JupyterHub: ``casino-learn hub values --school school.json``.

Prints the part of ``school.yaml`` (deploy/kubernetes/README.md) that says who is in which class:
``hub.config.JupyterHub.load_groups`` (the groups ``class-<name>`` with the property ``opens`` and
``teachers-<name>``, exactly as :func:`casino_learn.hub.classes.hub_groups` makes them for the
one-machine hub), ``hub.config.Authenticator.admin_users`` and the groups of the role
``casino-teacher``. So the classes are written once, in the school file, for both kinds of hub.
The output is YAML whose values are JSON (a subset of YAML), so every name is quoted safely.
"""

from __future__ import annotations

import json

from .classes import TEACHER_ROLE, School, hub_groups

__all__ = ["helm_values"]


def _j(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def helm_values(school: School) -> str:
    """The Helm values snippet (YAML) for the school's admins and classes."""
    groups = hub_groups(school)
    lines = ["# Made by: casino-learn hub values --school <school file>. Merge into school.yaml (deploy/kubernetes/README.md);",
             "# Helm replaces lists whole, so keep the classes only here.",
             "hub:",
             "  config:",
             "    Authenticator:",
             f"      admin_users: {_j(list(school.admins))}",
             "    JupyterHub:",
             "      load_groups:" + ("" if groups else " {}")]
    for name, spec in groups.items():
        lines.append(f"        {_j(name)}: {_j(spec)}")
    lines += ["  loadRoles:",
              f"    {TEACHER_ROLE}:",
              f"      groups: {_j([k.teacher_group for k in school.classes.values()])}"]
    return "\n".join(lines) + "\n"

"""A page's front matter as its author wrote it: YAML that mkdocs could not read, directives where none runs.

mkdocs reads the front matter as YAML and, when it is not YAML, quietly takes none of it: the
block is published as a paragraph, the title falls back to the file's name, and a lesson page
loses its `lesson:`. So the plugin reads it again, to say where YAML stopped. Only the
description takes directives; anywhere else in the front matter (a title, shown in the nav of
every page and in the lesson cards; a summary, shown in the cards) a directive would reach
readers as typed, so it is an error.
"""
from __future__ import annotations

import re

import yaml
from mkdocs.utils.meta import YAML_RE

from .catalogs import load_yaml, yaml_problem

TAKES_DIRECTIVES = "description"
# A directive, a statement or a comment, as the front matter's values may hold them
DIRECTIVE = re.compile(r"\{\{.*?(?:\}\}|$)|\{%.*?(?:%\}|$)|\{#.*?#\}", re.DOTALL)


def not_yaml(text: str) -> tuple[int, str] | None:
    """(line of the file, why) if the file's front matter is not a YAML mapping, which mkdocs needs; else None.

    >>> not_yaml("---\\ntitle: Lesson 19: pairs\\nlesson: l19\\n---\\n# Pairs\\n")
    (2, 'the front matter is not YAML: mapping values are not allowed in this context (column 17); a value with ": " in it goes in quotes')
    >>> not_yaml("---\\ntitle: 'Lesson 19: pairs'\\n---\\n") is None, not_yaml("# No front matter\\n") is None
    (True, True)
    """
    found = YAML_RE.match(text)
    if found is None:
        return None
    try:
        data = load_yaml(found.group(1))
    except yaml.YAMLError as error:
        line, said = yaml_problem(error, first_line=2)  # the block starts below its `---`
        return line, f"the front matter is not YAML: {said}"
    if not isinstance(data, dict):
        return 2, f"the front matter is not a mapping of keys to values: YAML reads it as {type(data).__name__}"
    return None


def directives_in(meta: dict) -> list[tuple[str, str]]:
    """(key, directive) of the first directive in each front-matter value that does not take directives.

    >>> directives_in({"title": 'The {{ value("a.n") }} voicings', "description": "{{ value('a.n') }}", "lesson": "l3"})
    [('title', '{{ value("a.n") }}')]
    """
    found = []
    for key, value in meta.items():
        match = DIRECTIVE.search(str(value)) if key != TAKES_DIRECTIVES else None
        if match:
            found.append((key, match.group(0)))
    return found


def blanked(value: str) -> str:
    """A front-matter value with each directive replaced by a warning sign, as it is shown under serve.

    >>> blanked('The {{ value("a.n") }} voicings')
    'The ⚠ voicings'
    """
    return DIRECTIVE.sub("⚠", value)


def takes_no_directives(key: str, directive: str) -> str:
    """What a failure says of a directive in a front-matter value other than the description."""
    return (f"'{key}:' takes no directives, only 'description:' does: {directive} would be published as typed "
            "(in the nav, the page's tab and the lesson cards); write it in words")

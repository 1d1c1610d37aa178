"""Find the `{{ ... }}` directives of a page, outside code, with the line each stands on.

A directive is one Jinja expression on one line. Fenced code blocks and inline code spans are
left alone, so a page can show the syntax (and C# with braces) in code.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Iterator

DIRECTIVE = re.compile(r"\{\{(.*?)\}\}")
FENCE = re.compile(r"^\s*(`{3,}|~{3,})")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")


@dataclass(frozen=True)
class Directive:
    """A directive's expression and the line of the page's markdown it is on (1-based)."""

    expression: str
    line: int


def prose_segments(markdown: str) -> Iterator[tuple[int, str, bool]]:
    """(line number, text, is prose) pieces of the page, in order; code is not prose.

    >>> [(n, t, p) for n, t, p in prose_segments("a `{{x}}` b\\n```\\n{{y}}\\n```\\n")]
    [(1, 'a ', True), (1, '`{{x}}`', False), (1, ' b\\n', True), (2, '```\\n', False), (3, '{{y}}\\n', False), (4, '```\\n', False)]
    """
    fence = None
    for number, line in enumerate(markdown.splitlines(keepends=True), 1):
        opened = FENCE.match(line)
        if fence is not None:
            if opened and opened.group(1)[0] == fence[0] and len(opened.group(1)) >= len(fence):
                fence = None
            yield number, line, False
        elif opened:
            fence = opened.group(1)
            yield number, line, False
        else:
            yield from _split_code_spans(number, line)


def _split_code_spans(number: int, line: str) -> Iterator[tuple[int, str, bool]]:
    start = 0
    for span in CODE_SPAN.finditer(line):
        if span.start() > start:
            yield number, line[start:span.start()], True
        yield number, span.group(0), False
        start = span.end()
    if start < len(line):
        yield number, line[start:], True


def directives(markdown: str) -> list[Directive]:
    """Every directive of the page, in order."""
    return [Directive(m.group(1).strip(), n) for n, text, prose in prose_segments(markdown) if prose
            for m in DIRECTIVE.finditer(text)]


def substitute(markdown: str, render: Callable[[Directive], str]) -> str:
    """The page with each directive replaced by what `render` makes of it.

    A directive that prints nothing (a claim) leaves nothing behind: no trailing spaces, which
    Markdown would read as a line break, and no line if nothing else was on it.
    """
    lines: dict[int, list[str]] = {}
    emptied: set[int] = set()

    def splice(match: re.Match, line: int) -> str:
        result = render(Directive(match.group(1).strip(), line))
        if result == "":
            emptied.add(line)
        return _indented(result, match)

    for number, text, prose in prose_segments(markdown):
        if prose:
            text = DIRECTIVE.sub(lambda m, line=number: splice(m, line), text)
        lines.setdefault(number, []).append(text)
    return "".join(_tidied("".join(pieces)) if number in emptied else "".join(pieces)
                   for number, pieces in lines.items())


def _tidied(line: str) -> str:
    """A line where a directive printed nothing: gone if only spaces are left, else without trailing spaces.

    >>> _tidied("**A finding.**  \\n"), _tidied("   \\n"), _tidied("a  b\\n")
    ('**A finding.**\\n', '', 'a  b\\n')
    """
    body = line.rstrip("\r\n")
    return "" if not body.strip() else body.rstrip(" \t") + line[len(body):]


def _indented(result: str, match: re.Match) -> str:
    """What a directive renders, fitted to where it stands.

    A block spliced inside a list item keeps the item's indentation on every line; a number that
    starts a line before "." or ")" would start an ordered list, so that mark is escaped.
    """
    before, after = match.string[: match.start()], match.string[match.end():]
    at_line_start = before.strip() == ""
    if at_line_start and result.isdigit() and after[:1] in (".", ")"):
        return result + "\\"
    return result.replace("\n", "\n" + before) if at_line_start and before else result

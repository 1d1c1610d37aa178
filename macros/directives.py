"""Find the `{{ ... }}` directives of a page, outside code, with the line each starts on.

A directive is one Jinja expression; it may run over several lines of a paragraph. Code is left
alone, so a page can show the syntax (and C# with braces) in code: fenced blocks, indented code
blocks, inline code spans, and HTML `<code>` and `<pre>` elements. Anything else that opens a
directive and does not close it, and any Jinja statement (`{% if %}`), is a directive with a
`problem`: the page reports it where it stands instead of publishing it as text.

An author's comment, `{# ... #}` as in Jinja, is dropped from the page in every language, over
as many lines and paragraphs as it spans (what it holds is not rendered, nor checked); one that
does not close is a problem. `{#id}`, attr_list's id of a heading, is not a comment.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Iterator

FENCE = re.compile(r"^\s*(`{3,}|~{3,})")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
HTML_CODE = re.compile(r"<(code|pre)\b[^>]*>.*?</\1\s*>", re.IGNORECASE | re.DOTALL)
# What holds indented content that is not code: list items, admonitions and details, content tabs, footnotes.
CONTAINER = re.compile(r"^\s*(?:[-*+]\s|\d+[.)]\s|!!!|\?\?\?\+?|===\s|\[\^[^\]]+\]:)")
OPENS = re.compile(r"\{\{|\{%|\{#")
CLOSES = {"{{": "}}", "{%": "%}", "{#": "#}"}
# attr_list's attributes that start with an id: `{#pairs}`, `{#pairs .wide}`; a comment ends with `#}`
ATTRIBUTES = re.compile(r"\{#[A-Za-z][\w:.-]*(?:[ \t]+[^{}\n#]*)?\}")
BLANK_LINE = re.compile(r"\n[ \t]*\n")
CODE = "\x00"  # stands for a character of code in the masked page
TAB = 4


@dataclass(frozen=True)
class Directive:
    """A directive's expression, the line of the page's markdown it starts on (1-based), and where it stands."""

    expression: str
    line: int
    start: int = 0  # offsets in the markdown: what substitute() replaces
    end: int = 0
    problem: str = ""  # why this is not a directive the page can use, if it is not
    comment: bool = False  # an author's comment, `{# ... #}`: dropped from the page


def directives(markdown: str) -> list[Directive]:
    """Every directive of the page, in order, malformed ones included (comments left out).

    >>> [(d.expression, d.line) for d in directives('a {{ value("x.y") }}\\n`{{ no }}` {{ t(\\n1) }}\\n')]
    [('value("x.y")', 1), ('t(\\n1)', 2)]
    """
    return [found for found in _found(markdown) if not found.comment]


@lru_cache(maxsize=256)  # substitute() and prose_lines() read the same page; a whole rebuild, every page again
def _found(markdown: str) -> tuple[Directive, ...]:
    return tuple(_scan(markdown, masked(markdown)))


def substitute(markdown: str, render: Callable[[Directive], str]) -> str:
    """The page with each directive replaced by what `render` makes of it.

    A directive that prints nothing (a claim) leaves nothing behind: no trailing spaces, which
    Markdown would read as a line break, and no line if nothing else was on it.
    """
    out, at, length, emptied = [], 0, 0, set()
    for directive in _found(markdown):
        shown = "" if directive.comment else _fitted(render(directive), markdown, directive)
        before = markdown[at:directive.start]
        length += len(before)
        out += [before, shown]
        if shown == "":
            emptied.add(length)
        length, at = length + len(shown), directive.end
    text = "".join(out + [markdown[at:]])
    for start in sorted({text.rfind("\n", 0, offset) + 1 for offset in emptied}, reverse=True):
        end = text.find("\n", start) + 1 or len(text)
        text = text[:start] + _tidied(text[start:end]) + text[end:]
    return text


def _tidied(line: str) -> str:
    """A line where a directive printed nothing: gone if only spaces are left, else without trailing spaces.

    >>> _tidied("**A finding.**  \\n"), _tidied("   \\n"), _tidied("a  b\\n")
    ('**A finding.**\\n', '', 'a  b\\n')
    """
    body = line.rstrip("\r\n")
    return "" if not body.strip() else body.rstrip(" \t") + line[len(body):]


def prose_lines(markdown: str) -> list[str]:
    """The page's lines with code and directives blanked: the words a reader reads as prose."""
    text, out, at = masked(markdown).replace(CODE, " "), [], 0
    for directive in _found(markdown):
        out += [text[at:directive.start], blanked(text[directive.start:directive.end])]
        at = directive.end
    return "".join(out + [text[at:]]).split("\n")


def blanked(text: str) -> str:
    """The text as spaces, its line ends kept."""
    return " " * len(text) if "\n" not in text else re.sub(r"[^\n]", " ", text)


@lru_cache(maxsize=64)
def masked(markdown: str) -> str:
    """The page with every character of code replaced by CODE (line ends kept), so offsets still match."""
    spans = sorted(code_spans(markdown))
    out, at = [], 0
    for start, end in spans:
        if end <= at:
            continue
        start = max(start, at)
        out += [markdown[at:start], re.sub(r"[^\n]", CODE, markdown[start:end])]
        at = end
    return "".join(out + [markdown[at:]])


def code_spans(markdown: str) -> list[tuple[int, int]]:
    """(start, end) offsets of the page's code: blocks, code spans, and HTML code and pre elements."""
    spans, offset = [], 0
    for line, is_code in _lines(markdown):
        if is_code:
            spans.append((offset, offset + len(line)))
        else:
            spans += [(offset + m.start(), offset + m.end()) for m in CODE_SPAN.finditer(line)]
        offset += len(line)
    inside = _inside(spans)
    return spans + [(m.start(), m.end()) for m in HTML_CODE.finditer(markdown) if not inside(m.start())]


def _inside(spans: list[tuple[int, int]]) -> Callable[[int], bool]:
    return lambda offset: any(start <= offset < end for start, end in spans)


def _lines(markdown: str) -> Iterator[tuple[str, bool]]:
    """Each line with its end, and whether it is in a fenced or indented code block."""
    fence, containers, blank_before, in_code = None, [], True, False
    for line in markdown.splitlines(keepends=True):
        if fence is not None:
            closes = FENCE.match(line)
            if closes and closes.group(1)[0] == fence[0] and len(closes.group(1)) >= len(fence):
                fence = None
            yield line, True
            continue
        if not line.strip():
            blank_before = True
            yield line, in_code
            continue
        indent = len(line.expandtabs(TAB)) - len(line.expandtabs(TAB).lstrip())
        while blank_before and containers and indent < containers[-1]:
            containers.pop()  # a line less indented after a blank line closes the list item or admonition
        base = containers[-1] if containers else 0
        in_code = indent >= base + TAB and (in_code or blank_before)
        blank_before = False
        if not in_code and FENCE.match(line):
            fence = FENCE.match(line).group(1)
        elif not in_code and CONTAINER.match(line):
            containers.append(indent + TAB)
        yield line, in_code or fence is not None


def _scan(markdown: str, prose: str) -> Iterator[Directive]:
    """The directives of the page, found in its masked text, read from the page itself."""
    at, line = 0, 1
    while (opened := OPENS.search(prose, at)) is not None:
        start, line = opened.start(), line + prose.count("\n", at, opened.start())
        if opened.group() == "{#":
            at = yield from _comment(markdown, prose, opened, line)
            line += prose.count("\n", start, at)
            continue
        closer = CLOSES[opened.group()]
        close = prose.find(closer, opened.end())
        stop = _paragraph_end(prose, opened.end())
        if close == -1 or close > stop:
            yield Directive("", line, start, opened.end(), _unclosed(markdown, opened, prose, stop))
            at = opened.end()
            continue
        expression = markdown[opened.end():close].strip()
        problem = "" if closer == "}}" else _statement(expression)
        yield Directive(expression, line, start, close + 2, problem)
        at, line = close + 2, line + prose.count("\n", start, close + 2)


def _comment(markdown: str, prose: str, opened: re.Match, line: int) -> Iterator[Directive]:
    """The comment opened at `opened` (or the problem of one that does not close); returns where the scan goes on.

    A comment may span paragraphs, so it ends at its `#}` wherever that stands outside code.
    """
    attributes = ATTRIBUTES.match(prose, opened.start())
    if attributes:
        return attributes.end()
    close = prose.find("#}", opened.end())
    if close == -1:
        yield Directive("", line, opened.start(), opened.end(), _unclosed(markdown, opened, prose, len(prose)))
        return opened.end()
    yield Directive(markdown[opened.end():close].strip(), line, opened.start(), close + 2, comment=True)
    return close + 2


def _paragraph_end(prose: str, start: int) -> int:
    """Where a directive opened at `start` must have closed: the next opening, blank line or code."""
    ends = [m.start() for m in (OPENS.search(prose, start), BLANK_LINE.search(prose, start)) if m]
    code = prose.find(CODE, start)
    return min(ends + ([code] if code != -1 else []) + [len(prose)])


def _unclosed(markdown: str, opened: re.Match, prose: str, stop: int) -> str:
    """What is wrong with a directive that does not close, quoting its start."""
    closer = CLOSES[opened.group()]
    start = markdown[opened.start():stop].split("\n")[0].strip()
    shown = start if len(start) <= 48 else start[:47] + "…"
    before = ("the next directive" if OPENS.match(prose, stop) else "code" if prose[stop:stop + 1] == CODE
              else "the end of the page" if stop == len(prose) else "the end of the paragraph")
    if closer == "%}":
        return f"{shown} opens a Jinja statement that does not close with %}} before {before}; pages take directives, {{{{ ... }}}}, only"
    if closer == "#}":
        return f"comment not closed: {shown} needs #}} before {before}"
    return f"directive not closed: {shown} needs }}}} before {before}"


def _statement(expression: str) -> str:
    """Why a Jinja statement `{% ... %}` is not run: pages take expressions only."""
    word = (expression.split() or ["?"])[0]
    return (f"{{% {word} %}} is a Jinja statement, which pages do not run: a page takes directives, "
            f"{{{{ table(...) }}}}, {{{{ value(...) }}}}, {{{{ claim(...) }}}}...; to show it as text, put it in `code`")


def _fitted(result: str, markdown: str, directive: Directive) -> str:
    """What a directive renders, fitted to where it stands.

    A block spliced inside a list item keeps the item's indentation on every line; a number that
    starts a line before "." or ")" would start an ordered list, so that mark is escaped.
    """
    before = markdown[markdown.rfind("\n", 0, directive.start) + 1:directive.start]
    after = markdown[directive.end:directive.end + 1]
    at_line_start = before.strip() == ""
    if at_line_start and result.isdigit() and after in (".", ")"):
        return result + "\\"
    return result.replace("\n", "\n" + before) if at_line_start and before else result

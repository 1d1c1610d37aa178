"""One page rendered in one language: its directives replaced, and what went wrong on it.

Rendering is a function of the page's text, the engine's reports and the catalogs, so the
plugin keeps each page's result until one of them changes: a prose edit under `mkdocs serve`
renders again only the page that was edited.
"""
from __future__ import annotations

import html
import re
from dataclasses import dataclass, field

from . import checks
from .directives import Directive, substitute
from .failures import Failure
from .kept import made_from
from .pages import DirectiveError, Finished, LessonPage
from .reports import api


@dataclass
class Rendered:
    """A page's markdown and description as rendered, what it asked for, its failures and typed figures."""

    body: str = ""
    description: str | None = None
    asked: list[tuple[str, int]] = field(default_factory=list)
    failures: list[Failure] = field(default_factory=list)
    typed: list[str] = field(default_factory=list)
    elsewhere: list[str] = field(default_factory=list)  # failures outside the body (the description), to show in it
    markup: dict[str, str] = field(default_factory=dict)  # placeholder in the body: the HTML that replaces it

    def spliced(self, html: str) -> str:
        """The page's HTML with each directive's markup in place of its placeholder."""
        if not self.markup:
            return html
        return PLACEHOLDER.sub(lambda found: self.markup.get(found.group(0), found.group(0)), html)


# A directive that makes finished HTML (a table, a picture: pages.Finished) leaves this in the Markdown, and
# its HTML replaces it once Markdown has made the page's HTML: Markdown passes raw HTML through as it
# is, but first parses all of it (a lesson page is some thousands of tags), once per language.
PLACEHOLDER = re.compile(r"<!--lessons-markup-\d+-->")
# The ids of the directives' HTML, which mkdocs would have collected from it for links to anchors
# (their text is escaped, so `id="` is only ever an attribute)
ANCHOR = re.compile(r'\sid="([^"]*)"')


def render_page(markdown: str, page, lesson_page: LessonPage, check_typed: bool) -> Rendered:
    """The page with its directives rendered, and every problem found on it."""
    done = Rendered(asked=lesson_page.asked)
    offset = front_matter_lines(page, markdown)
    if check_typed and lesson_page.lesson:
        done.typed = typed_figures(page, lesson_page, markdown, offset)
    description = page.meta.get("description")
    if isinstance(description, str) and "{{" in description:
        line = source_line_of(page, "description:")
        done.description = substitute(description, lambda d: render(d, lesson_page, page, line, done, plain=True))
        done.elsewhere = [str(failure) for failure in done.failures]
    done.body = substitute(markdown, lambda d: render(d, lesson_page, page, offset + d.line, done))
    return done


def render(directive: Directive, lesson_page: LessonPage, page, line: int, done: Rendered, plain: bool = False) -> str:
    """What the directive stands for; on a failure, the failure itself (as text where no markup may go).

    A directive that failed counts as asked for nothing in particular: the parity check does not
    report it again in the other languages.
    """
    asked = len(lesson_page.asked)
    try:
        if directive.problem:
            raise DirectiveError(directive.problem)
        shown = lesson_page.render(directive, line)
        one_entry(lesson_page.asked, asked)
        if plain or not isinstance(shown, Finished):
            return shown
        placeholder = f"<!--lessons-markup-{len(done.markup)}-->"
        done.markup[placeholder] = shown
        return placeholder
    except Exception as error:
        del lesson_page.asked[asked:]
        lesson_page.asked.append((None, line))
        failure = Failure(src_path(page), line, lesson_page.language, describe(error, directive.expression))
        done.failures.append(failure)
        return f"⚠ {failure}" if plain else error_box(failure)


def one_entry(asked: list, start: int) -> None:
    """What one directive asked, as one entry for the parity check: a claim stands for the values it compares."""
    items = asked[start:]
    if len(items) > 1:
        kept = [item for item, _ in items if item.startswith("claim ")] or [item for item, _ in items]
        asked[start:] = [(" and ".join(kept), items[0][1])]


def typed_figures(page, lesson_page: LessonPage, markdown: str, offset: int) -> list[str]:
    """The numbers typed where the engine computes them, each with its place and the directive to use."""
    try:
        revisions = api().revisions(lesson_page.lesson)
        reports = tuple(lesson_page.reports.get(lesson_page.lesson, at) for at in revisions)
    except Exception:
        return []  # the probe's failure is reported where the page asks for it
    spellings, fractions = figure_names(lesson_page.lesson, revisions, reports)
    found = checks.typed_figures(markdown, spellings, offset + 1) + [  # and the front matter's prose
        (source_line_of(page, f"{key}:"), n, f) for key in ("description", "summary")
        for _, n, f in checks.typed_figures(str(page.meta.get(key) or ""), spellings)]
    return [f"{src_path(page)}:{line} [{lesson_page.language}] {number} is typed by hand; the engine computes it: "
            f'{{{{ value("{name}"{decimals_of(number) if name in fractions else ""}) }}}}' for line, number, name in found]


def figure_names(lesson: str, revisions: tuple[str, ...], reports: tuple) -> tuple[dict[str, str], set[str]]:
    """Each spelling of the lesson's figures with the name a directive gives it, and the names of fractions."""
    def make() -> tuple[dict[str, str], set[str]]:
        spellings: dict[str, str] = {}
        fractions: set[str] = set()
        for at, report in reversed(list(zip(revisions, reports))):  # the pin's names win where both spell a number
            figures = {f"{t.name}.{k}": v for t in report.tables for k, v in t.figures.items()}
            suffix = "" if at == "pin" else f'", at="{at}'
            spellings.update({text: name + suffix for text, name in
                              checks.figure_spellings(figures, api().number_spellings).items()})
            fractions |= {name + suffix for name, value in figures.items() if isinstance(value, float)}
        return spellings, fractions

    return made_from(f"figure names {lesson} {revisions}", reports, make)


def decimals_of(number: str) -> str:
    """The `decimals=` a directive needs to write a typed fraction as it was typed ("0,125" -> 3)."""
    return f", decimals={len(number.replace(',', '.').rpartition('.')[2])}" if "." in number or "," in number else ""


def src_path(page) -> str:
    return f"docs/{page.file.src_uri}"


def front_matter_lines(page, markdown: str) -> int:
    """How many lines of the file come before the markdown mkdocs hands us."""
    raw = page.file.content_string
    return raw[: len(raw) - len(markdown)].count("\n") if raw.endswith(markdown) else 0


def source_line_of(page, text: str) -> int:
    for number, line in enumerate(page.file.content_string.splitlines(), 1):
        if line.lstrip().startswith(text):
            return number
    return 1


def describe(error: Exception, expression: str = "") -> str:
    """One line for the author; the chain stays on the exception for developers."""
    kind = type(error).__name__
    message = str(error).splitlines()[0] if str(error) else kind
    if kind == "TemplateSyntaxError":
        return f"directive {{{{ {expression} }}}} cannot be read: {message}"
    if kind == "UndefinedError":
        return f"undefined name: {message}"
    return message.replace("LessonPage.", "")


def error_box(failure: Failure) -> str:
    message = str(failure).replace("\n", " ")
    return f'<span class="macro-error" style="color:#b00020;font-weight:bold">⚠ {message}</span>'


def problems_box(messages: list[str]) -> str:
    """Problems that belong to no directive (parity, figures typed by hand), for the top of the page under serve."""
    return "".join(f'<p class="macro-error" style="color:#b00020;font-weight:bold">⚠ {html.escape(m, quote=False)}</p>\n\n'
                   for m in messages)

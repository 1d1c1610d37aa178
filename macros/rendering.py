"""One page rendered in one language: its directives replaced, and what went wrong on it.

Rendering is a function of the page's text, the engine's reports and the catalogs, so the
plugin keeps each page's result until one of them changes: a prose edit under `mkdocs serve`
renders again only the page that was edited.
"""
from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from typing import Callable

from . import front_matter
from .directives import Directive, directives, substitute
from .failures import Failure
from .pages import DirectiveError, Finished, LessonPage
from .reports import engine_broken
from .typed import typed_by_hand


@dataclass
class Rendered:
    """A page's markdown and front matter as rendered, what it asked for, its failures and typed figures."""

    body: str = ""
    meta: dict[str, str] = field(default_factory=dict)  # front-matter values as shown: the description rendered
    # what its directives asked for, in order, for the parity check; None for a page shown only as its failure
    asked: list[tuple[str, int]] | None = field(default_factory=list)
    failures: list[Failure] = field(default_factory=list)
    typed: list[str] = field(default_factory=list)
    # in a whole build, the typed-figures check left for the build's end (`finish_typed`): it reads every lesson's
    # figures, and the first page of a cold build waited there until the last lesson was computed
    typed_check: Callable[[], list[str]] | None = None
    elsewhere: list[str] = field(default_factory=list)  # failures outside the body (the front matter), to show in it
    markup: dict[str, str] = field(default_factory=dict)  # placeholder in the body: the HTML that replaces it
    panels: list[tuple[str, str]] = field(default_factory=list)  # (lesson, table) of each "Try another" panel shown

    def finish_typed(self) -> None:
        """Run the typed-figures check left for later, once (a page shown in other languages shares its render)."""
        check, self.typed_check = self.typed_check, None
        if check is not None:
            self.typed[:] = check()

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


def render_page(markdown: str, page, lesson_page: LessonPage, typed_against: tuple[str, ...] | None,
                typed_later: bool = False) -> Rendered:
    """The page with its directives rendered, and every problem found on it, figures typed by hand of the
    lessons `typed_against` among them (None: not looked for; `typed_later`: left in `typed_check`)."""
    language, offset = lesson_page.language, front_matter_lines(page, markdown)
    unreadable = front_matter.not_yaml(page.file.content_string)
    if unreadable:  # mkdocs read none of it: no lesson, no title
        return only_why(Failure(src_path(page), unreadable[0], language, unreadable[1]), page)
    asking = next((d for d in directives(markdown) if lesson_page.asks_engine(d)), None)  # the first is enough
    if asking is not None and (broken := engine_broken()):
        return only_why(Failure(src_path(page), offset + asking.line, language, str(broken)), page)
    done = Rendered(asked=lesson_page.asked, panels=lesson_page.panels)
    if typed_against is not None:
        check = typed_figures(page, lesson_page, markdown, offset, typed_against)
        if typed_later:
            done.typed_check = check
        else:
            done.typed = check()
    for key, directive in front_matter.directives_in(page.meta):
        done.failures.append(Failure(src_path(page), source_line_of(page, f"{key}:"), language,
                                     front_matter.takes_no_directives(key, directive)))
        if isinstance(page.meta[key], str):
            done.meta[key] = front_matter.blanked(page.meta[key])
    description = page.meta.get("description")
    if isinstance(description, str) and "{{" in description:
        line = source_line_of(page, "description:")
        done.meta["description"] = substitute(description, lambda d: render(d, lesson_page, page, line, done, plain=True))
    done.elsewhere = [str(failure) for failure in done.failures]
    done.body = substitute(markdown, lambda d: render(d, lesson_page, page, offset + d.line, done))
    return done


def only_why(failure: Failure, page) -> Rendered:
    """A page that cannot be rendered (its front matter is not YAML, the engine does not import), as its failure.

    Said once, not at each of the page's directives, and left out of the parity check: the page
    renders in a few ms, so under serve every page shows the failure at once.
    """
    meta = {key: front_matter.blanked(value) for key, value in page.meta.items()
            if isinstance(value, str) and front_matter.DIRECTIVE.search(value)}
    return Rendered(body=error_box(failure) + "\n", meta=meta, asked=None, failures=[failure])


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


def typed_figures(page, lesson_page: LessonPage, markdown: str, offset: int,
                  lessons: tuple[str, ...]) -> Callable[[], list[str]]:
    """The check for numbers typed where the engine computes them, each said with its place and the directive to use.

    The front matter is read now: the plugin puts the description's render in its place once the page is rendered.
    """
    front = [(source_line_of(page, f"{key}:"), str(page.meta.get(key) or "")) for key in ("description", "summary")]

    def check() -> list[str]:
        found = typed_by_hand(markdown, offset + 1, front, lesson_page.lesson, lessons, lesson_page.reports)
        return [f"{src_path(page)}:{line} [{lesson_page.language}] {number} is typed by hand; the engine computes it: "
                f"{cited.directive(number)}" for line, number, cited in found]
    return check


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

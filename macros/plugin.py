"""The mkdocs plugin: splice each lesson's tables and figures into its pages, in every language.

A failing probe, an unknown name, a false claim or a translation that asks for other things
than its English page is collected with its page, line and language; once every language is
built the build fails with all of them. Under `mkdocs serve` the failure shows in the page
instead and the server keeps serving.
"""
from __future__ import annotations

from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, event_priority, get_plugin_logger

from . import checks, translations
from .catalogs import Catalogs
from .config import LessonsConfig
from .directives import Directive, substitute
from .failures import Failure, Failures
from .pages import LessonPage
from .reports import Reports, api

log = get_plugin_logger(__name__)


class LessonsPlugin(BasePlugin[LessonsConfig]):
    """Lessons whose tables the engine recomputes at build time."""

    def on_startup(self, command: str, dirty: bool) -> None:
        """Keep this plugin, its reports and its failures across `mkdocs serve` rebuilds."""
        self.serving = command == "serve"
        self.reports = Reports()
        self.failures = Failures()
        self.asked: dict[str, tuple[str, list[tuple[str, int]]]] = {}
        self.typed: list[str] = []  # figures typed by hand, warned of once every language is built

    def on_config(self, config):
        """Find the string catalogs beside mkdocs.yml."""
        self.catalogs = Catalogs(Path(config.config_file_path).parent / self.config.catalogs)

    def on_pre_build(self, config) -> None:
        """At the start of a whole build (all languages), ask the engine afresh."""
        if not building_inner_language(config):
            self.reports.start_build()
            self.failures.take()
            self.asked.clear()
            self.typed.clear()

    @event_priority(100)  # before static-i18n touches the markdown, so lines match the file
    def on_page_markdown(self, markdown: str, page, config, files) -> str:
        """Replace the page's directives with tables and figures; mark a stale or missing translation."""
        content_language = self.language(page)
        lesson_page = LessonPage(page.meta.get(self.config.lesson_key), content_language, self.reports, self.catalogs)
        offset = front_matter_lines(page, markdown)
        if self.config.check_typed_figures and lesson_page.lesson:
            self.warn_typed_figures(page, lesson_page, markdown, offset)
        self.render_description(page, lesson_page)
        body = substitute(markdown, lambda d: self.render(d, lesson_page, page, offset + d.line))
        self.asked.setdefault(page.file.src_uri, (content_language, lesson_page.asked))
        return self.notice(page, build_language(config) or content_language) + body

    def render_description(self, page, lesson_page: LessonPage) -> None:
        description = page.meta.get("description")
        if isinstance(description, str) and "{{" in description:
            line = source_line_of(page, "description:")
            page.meta["description"] = substitute(description, lambda d: self.render(d, lesson_page, page, line))

    def render(self, directive: Directive, lesson_page: LessonPage, page, line: int) -> str:
        try:
            return lesson_page.render(directive, line)
        except Exception as error:
            failure = Failure(src_path(page), line, lesson_page.language, describe(error))
            self.failures.add(failure)
            return error_box(failure)

    def notice(self, page, language: str) -> str:
        """A notice in the reader's language on a page not yet translated, or translated from an older English page."""
        src = Path(page.file.abs_src_path)
        if self.language(page) != language:
            key = "untranslated_notice"
        elif language != self.config.default_language and is_stale(src, language):
            key = "stale_notice"
        else:
            return ""
        try:
            title, text = self.catalogs.text(language, key + "_title"), self.catalogs.text(language, key)
        except LookupError as error:
            self.failures.add(Failure(src_path(page), 1, language, str(error)))
            return ""
        return f'!!! warning "{title}"\n\n    {text}\n\n'

    def warn_typed_figures(self, page, lesson_page: LessonPage, markdown: str, offset: int) -> None:
        """Note the numbers typed where the engine computes them (a warning: fatal under --strict)."""
        spellings: dict[str, str] = {}
        for at in reversed(api().REVISIONS):  # the pin's names win where both spell a number
            try:
                report = self.reports.get(lesson_page.lesson, at)
            except Exception:
                return  # the probe's failure is reported where the page asks for it
            figures = {f"{t.name}.{k}": v for t in report.tables for k, v in t.figures.items()}
            suffix = "" if at == "pin" else f'", at="{at}'
            spellings.update({text: name + suffix for text, name in
                              checks.figure_spellings(figures, api().number_spellings).items()})
        description = page.meta.get("description") or ""
        for line, number, name in checks.typed_figures(markdown, spellings, offset + 1) + [
                (source_line_of(page, "description:"), n, f) for _, n, f in checks.typed_figures(str(description), spellings)]:
            found = (f"{src_path(page)}:{line} [{lesson_page.language}] {number} is typed by hand; "
                     f'the engine computes it: {{{{ value("{name}") }}}}')
            if found not in self.typed:
                self.typed.append(found)

    @event_priority(-200)  # after static-i18n has built the other languages
    def on_post_build(self, config) -> None:
        """Fail the build with every problem found, or under serve, warn and keep serving."""
        if building_inner_language(config):
            return
        for found in self.typed:  # here, so that strict mode stops only once every language is checked
            log.warning(found)
        for failure in checks.parity_failures(self.asked):
            self.failures.add(failure)
        if not self.failures:
            return
        summary = self.failures.summary()
        if self.serving:
            log.warning(summary)
            return
        self.failures.take()
        raise PluginError(summary)

    def language(self, page) -> str:
        return getattr(page.file, "locale", None) or self.config.default_language


def building_inner_language(config) -> bool:
    """True while static-i18n builds a language other than the first."""
    i18n = config.plugins.get("i18n")
    return bool(getattr(i18n, "building", False))


def build_language(config) -> str | None:
    i18n = config.plugins.get("i18n")
    return getattr(i18n, "current_language", None)


def is_stale(translation: Path, language: str) -> bool:
    english = translation.with_name(translation.name.replace(f".{language}.md", ".md"))
    return english.is_file() and translations.status(english, language, history=False).state == "stale"


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


def describe(error: Exception) -> str:
    """One line for the author; the chain stays on the exception for developers."""
    kind = type(error).__name__
    message = str(error).splitlines()[0] if str(error) else kind
    known = {"UndefinedError": "undefined name", "TemplateSyntaxError": "bad directive"}
    return f"{known[kind]}: {message}" if kind in known else message


def error_box(failure: Failure) -> str:
    message = str(failure).replace("\n", " ")
    return f'<span class="macro-error" style="color:#b00020;font-weight:bold">⚠ {message}</span>'

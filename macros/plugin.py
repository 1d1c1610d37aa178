"""The mkdocs plugin: splice each lesson's tables and figures into its pages, in every language.

A failing probe, an unknown name or a false claim is collected with its page, line and
language; once every language is built the build fails with all of them. Under `mkdocs serve`
the failure shows in the page instead and the server keeps serving.
"""
from __future__ import annotations

from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, event_priority, get_plugin_logger

from .catalogs import Catalogs
from .config import LessonsConfig
from .directives import Directive, substitute
from .failures import Failure, Failures
from .pages import LessonPage
from .reports import Reports

log = get_plugin_logger(__name__)


class LessonsPlugin(BasePlugin[LessonsConfig]):
    """Lessons whose tables the engine recomputes at build time."""

    def on_startup(self, command: str, dirty: bool) -> None:
        """Keep this plugin, its reports and its failures across `mkdocs serve` rebuilds."""
        self.serving = command == "serve"
        self.reports = Reports()
        self.failures = Failures()

    def on_config(self, config):
        """Find the string catalogs beside mkdocs.yml."""
        root = Path(config.config_file_path).parent
        self.catalogs = Catalogs(root / self.config.catalogs)
        self.root = root

    def on_pre_build(self, config) -> None:
        """At the start of a whole build (all languages), ask the engine afresh."""
        if not building_inner_language(config):
            self.reports.start_build()
            self.failures.take()

    @event_priority(100)  # before static-i18n touches the markdown, so lines match the file
    def on_page_markdown(self, markdown: str, page, config, files) -> str:
        """Replace the page's directives with tables and figures."""
        lesson_page = LessonPage(page.meta.get(self.config.lesson_key), self.language(page),
                                 self.reports, self.catalogs)
        offset = front_matter_lines(page, markdown)
        self.render_description(page, lesson_page)
        return substitute(markdown, lambda d: self.render(d, lesson_page, page, offset + d.line))

    def render_description(self, page, lesson_page: LessonPage) -> None:
        description = page.meta.get("description")
        if isinstance(description, str) and "{{" in description:
            line = source_line_of(page, "description:")
            page.meta["description"] = substitute(description, lambda d: self.render(d, lesson_page, page, line))

    def render(self, directive: Directive, lesson_page: LessonPage, page, line: int) -> str:
        try:
            return lesson_page.render(directive)
        except Exception as error:
            failure = Failure(src_path(page), line, lesson_page.language, describe(error))
            self.failures.add(failure)
            return error_box(failure)

    @event_priority(-200)  # after static-i18n has built the other languages
    def on_post_build(self, config) -> None:
        """Fail the build with every problem found, or under serve, warn and keep serving."""
        if building_inner_language(config) or not self.failures:
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

"""The mkdocs plugin: splice each lesson's tables and figures into its pages, in every language.

A failing probe, an unknown name, a false claim or a translation that asks for other things
than its English page is collected with its page, line and language; once every language is
built the build fails with all of them. Under `mkdocs serve` the failure shows in the page
instead and the server keeps serving, and an edit renders again only the pages it changes
(`incremental.py`).
"""
from __future__ import annotations

from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, event_priority, get_plugin_logger

from . import checks, translations
from .catalogs import Catalogs
from .config import LessonsConfig
from .failures import Failure, Failures
from .incremental import Incremental
from .prefetch import Prefetch
from .pages import LessonPage
from .rendering import Rendered, render_page, src_path
from .reports import Reports

log = get_plugin_logger(__name__)


class LessonsPlugin(BasePlugin[LessonsConfig]):
    """Lessons whose tables the engine recomputes at build time."""

    def on_startup(self, command: str, dirty: bool) -> None:
        """Keep this plugin, its reports and its rendered pages across `mkdocs serve` rebuilds."""
        self.serving = command == "serve"
        self.reports = Reports()
        self.failures = Failures()
        self.asked: dict[str, tuple[str, list[tuple[str, int]]]] = {}
        # (page, language built): the page's failures and the figures it types by hand, reported once
        # every language is built; a page rendered again replaces its own
        self.problems: dict[tuple[str, str], tuple[list[Failure], list[str]]] = {}
        self.rendered: dict[tuple[str, str], tuple[tuple, Rendered]] = {}  # (page, language): (inputs, result)
        self.reads: dict[tuple[str, str], set] = {}  # (page, language): the (lesson, revision) reports it read
        self.notices: dict[tuple[str, str], str] = {}  # (page, language built): the notice it carries
        self.prefetch = Prefetch(self.reports)
        self.incremental = Incremental(self) if self.serving else None

    def on_config(self, config):
        """Find the string catalogs beside mkdocs.yml."""
        self.catalogs = Catalogs(Path(config.config_file_path).parent / self.config.catalogs)

    def on_pre_build(self, config) -> None:
        """At the start of a whole build (all languages), see whether the engine changed."""
        if not building_inner_language(config):
            if self.incremental:
                self.incremental.build_started(config)
            self.reports.start_build()
            self.prefetch.start(config)
            self.failures.take()
            self.asked.clear()
            self.problems.clear()

    @event_priority(100)  # before static-i18n touches the markdown, so lines match the file
    def on_page_markdown(self, markdown: str, page, config, files) -> str:
        """Replace the page's directives with tables and figures; mark a stale or missing translation."""
        language, built = self.language(page), build_language(config) or self.language(page)
        done = self.render(markdown, page, language)
        if built == language or page.file.src_uri not in self.asked:  # a fallback copy asks as its page does
            self.asked[page.file.src_uri] = (language, done.asked)
        if done.description is not None:
            page.meta["description"] = done.description
        notice, failures = self.notice(page, built)
        self.problems[(page.file.src_uri, built)] = (done.failures + failures, done.typed)
        return notice + done.body

    def render(self, markdown: str, page, language: str) -> Rendered:
        """The page rendered, or as it was last rendered if nothing it depends on has changed."""
        inputs = (markdown, str(page.meta.get("description")), page.file.content_string,
                  self.reports.generation, self.catalogs.fingerprint())
        kept = self.rendered.get((page.file.src_uri, language))
        if kept and kept[0] == inputs:
            return kept[1]
        lesson_page = LessonPage(page.meta.get(self.config.lesson_key), language, self.reports, self.catalogs)
        with self.reports.reading() as read:
            done = render_page(markdown, page, lesson_page, self.config.check_typed_figures)
        self.reads[(page.file.src_uri, language)] = read
        if not done.failures:  # a failure is looked at again at the next build
            self.rendered[(page.file.src_uri, language)] = (inputs, done)
        return done

    def notice(self, page, language: str) -> tuple[str, list[Failure]]:
        """A notice in the reader's language on a page not yet translated, or translated from an older English page."""
        key = self.notices[(page.file.src_uri, language)] = self.notice_key(page, language)
        if not key:
            return "", []
        try:
            title, text = self.catalogs.text(language, key + "_title"), self.catalogs.text(language, key)
        except LookupError as error:
            return "", [Failure(src_path(page), 1, language, str(error))]
        return f'!!! warning "{title}"\n\n    {text}\n\n', []

    def notice_key(self, page, language: str) -> str:
        """Which notice the page carries in `language`: untranslated, stale, or none ("")."""
        if self.language(page) != language:
            return "untranslated_notice"
        if language != self.config.default_language and is_stale(Path(page.file.abs_src_path), language):
            return "stale_notice"
        return ""

    @event_priority(-200)  # after static-i18n has built the other languages
    def on_post_build(self, config) -> None:
        """Fail the build with every problem found, or under serve, warn and keep serving."""
        if building_inner_language(config):
            return
        if self.incremental:
            self.incremental.build_finished(config)
        self.report()

    def report(self) -> None:
        """Warn of the typed figures; fail with every problem, or under serve, warn of them."""
        typed = dict.fromkeys(found for _, page_typed in self.problems.values() for found in page_typed)
        for found in typed:  # here, so that strict mode stops only once every language is checked
            log.warning(found)
        self.failures.take()
        for failure in [f for page_failures, _ in self.problems.values() for f in page_failures]:
            self.failures.add(failure)
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

    def on_serve(self, server, config, builder):
        """Give the server a builder that renders again only what an edit changes."""
        return self.incremental.serve(server, builder) if self.incremental else server

    @event_priority(-150)  # after static-i18n has translated the nav
    def on_nav(self, nav, config, files):
        if self.incremental:
            self.incremental.saw_nav(config, nav, files)

    @event_priority(-150)  # after static-i18n's own on_env
    def on_env(self, env, config, files):
        if self.incremental:
            self.incremental.saw_env(config, env)

    @event_priority(-150)  # after the search plugin has indexed the page
    def on_page_context(self, context, page, config, nav):
        if self.incremental:
            self.incremental.saw_page(config, page)

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

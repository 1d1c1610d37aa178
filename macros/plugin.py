"""The mkdocs plugin: splice each lesson's tables and figures into its pages, in every language.

A failing probe, an unknown name, a false claim or a translation that asks for other things
than its English page is collected with its page, line and language; once every language is
built the build fails with all of them. Under `mkdocs serve` the failure shows in the page
instead and the server keeps serving.
"""
from __future__ import annotations

from functools import partial
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, event_priority, get_plugin_logger

from . import cards, checks, search, translations
from .catalogs import Catalogs
from .config import LessonsConfig
from .failures import Failure, Failures
from .pages import LessonPage
from .rendering import Rendered, describe, problems_box, render_page, src_path
from .reports import Reports

log = get_plugin_logger(__name__)
CONTENT_MARK = "<!-- lessons: the content, in the language of its file -->\n\n"


class LessonsPlugin(BasePlugin[LessonsConfig]):
    """Lessons whose tables the engine recomputes at build time."""

    def on_startup(self, command: str, dirty: bool) -> None:
        """Keep this plugin, its reports and its rendered pages across `mkdocs serve` rebuilds."""
        self.serving = command == "serve"
        self.reports = Reports()
        self.failures = Failures()
        self.asked: dict[str, tuple[str, list[tuple[str, int]]]] = {}
        self.typed: list[str] = []  # figures typed by hand, warned of once every language is built
        self.rendered: dict[tuple[str, str], tuple[tuple, Rendered]] = {}  # (page, language): (inputs, result)
        self.translations_said: list[str] = []  # each language's stale and missing pages, said at the end
        self.lessons: dict[str, tuple[cards.SiteLesson, ...]] = {}  # language: the lessons of its nav

    def on_config(self, config):
        """Find the string catalogs beside mkdocs.yml."""
        self.catalogs = Catalogs(Path(config.config_file_path).parent / self.config.catalogs)

    def on_pre_build(self, config) -> None:
        """At the start of a whole build (all languages), see whether the engine changed."""
        if not building_inner_language(config):
            self.reports.start_build()
            self.failures.take()
            self.asked.clear()
            self.typed.clear()

    @event_priority(-150)  # after static-i18n has put the language's own pages in the nav
    def on_nav(self, nav, config, files):
        """Note the lessons of the nav in the language being built, for the lesson cards."""
        self.lessons[build_language(config) or self.config.default_language] = cards.nav_lessons(
            nav.pages, self.config.lesson_key)
        return nav

    @event_priority(100)  # before static-i18n touches the markdown, so lines match the file
    def on_page_markdown(self, markdown: str, page, config, files) -> str:
        """Replace the page's directives with tables and figures; mark a stale or missing translation."""
        language, reader = self.language(page), build_language(config) or self.language(page)
        try:
            done = self.render(markdown, page, language)
        except Exception as error:  # a failure of ours shows in the page too, and serve keeps serving
            failure = Failure(src_path(page), 1, language, describe(error))
            done = Rendered(body=markdown, failures=[failure], elsewhere=[str(failure)])
        for failure in done.failures:
            self.failures.add(failure)
        self.typed += [found for found in done.typed if found not in self.typed]
        self.asked.setdefault(page.file.src_uri, (language, done.asked))
        if done.description is not None:
            page.meta["description"] = done.description
        written_in = CONTENT_MARK if language != reader else ""
        return self.notice(page, reader) + self.page_problems(page, done) + written_in + done.body

    def page_problems(self, page, done: Rendered) -> str:
        """Under serve, what is wrong with the page beyond its directives, at its top: parity, typed figures."""
        parity = checks.parity_failure(page.file.src_uri, self.asked)
        if parity:
            self.failures.add(parity)
        return problems_box(([str(parity)] if parity else []) + done.elsewhere + done.typed) if self.serving else ""

    def on_page_content(self, html: str, page, config, files) -> str:
        """Mark the content of a page shown untranslated with the language it is written in."""
        before, mark, content = html.partition(CONTENT_MARK.strip())
        return f'{before}<div lang="{self.language(page)}">{content}</div>' if mark else html

    def render(self, markdown: str, page, language: str) -> Rendered:
        """The page rendered, or as it was last rendered if nothing it depends on has changed."""
        lessons = self.lessons.get(language, ())
        inputs = (markdown, str(page.meta.get("description")), page.file.content_string,
                  self.reports.generation, self.catalogs.fingerprint(), lessons)
        kept = self.rendered.get((page.file.src_uri, language))
        if kept and kept[0] == inputs:
            return kept[1]
        lesson_cards = partial(cards.lesson_cards, page.file.src_uri, language, lessons, self.catalogs)
        lesson_page = LessonPage(page.meta.get(self.config.lesson_key), language, self.reports, self.catalogs,
                                 default_language=self.config.default_language, more={"lesson_cards": lesson_cards})
        done = render_page(markdown, page, lesson_page, self.config.check_typed_figures)
        if not done.failures:  # a failure is looked at again at the next build
            self.rendered[(page.file.src_uri, language)] = (inputs, done)
        return done

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
            failure = Failure(src_path(page), 1, language, str(error))
            self.failures.add(failure)
            return problems_box([str(failure)])
        return f'!!! warning "{title}"\n\n    {text}\n\n'

    @event_priority(-200)  # after static-i18n has built the other languages
    def on_post_build(self, config) -> None:
        """Fail the build with every problem found, or under serve, warn and keep serving."""
        if building_inner_language(config):
            return
        self.split_search(config)
        for found in self.typed:  # here, so that strict mode stops only once every language is checked
            log.warning(found)
        for failure in checks.parity_failures(self.asked):
            self.failures.add(failure)
        self.translations_said = translations.summary(Path(config.docs_dir))
        if self.serving:
            for line in self.translations_said:
                log.info(line)
        if not self.failures:
            return
        summary = self.failures.summary()
        if self.serving:
            log.warning(summary)
            return
        self.failures.take()
        raise PluginError(summary)

    def on_shutdown(self) -> None:
        """At the end of a build's log: each language's stale and missing translations, in one line."""
        if not self.serving:
            for line in self.translations_said:
                log.info(line)
    def split_search(self, config) -> None:
        """Give each language its own search index, once static-i18n has written the one of them all."""
        i18n = config.plugins.get("i18n")
        if i18n is not None and (Path(config.site_dir) / search.INDEX).is_file():
            search.split_index(Path(config.site_dir), search.language_roots(i18n.config))

    def on_env(self, env, config, files):
        """Let the theme's templates use the catalogs' words for Material's own (`theme:` in `<language>.yml`)."""
        env.globals["course_theme_text"] = lambda language, key: self.catalogs.theme_text(language, key)
        return env

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

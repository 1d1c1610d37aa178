"""The mkdocs plugin: splice each lesson's tables and figures into its pages, in every language.

A failing probe, an unknown name, a false claim or a translation that asks for other things
than its English page is collected with its page, line and language; once every language is
built the build fails with all of them. Under `mkdocs serve` the failure shows in the page
instead and the server keeps serving, and an edit renders again only the pages it changes
(`incremental.py`).
"""
from __future__ import annotations

from functools import partial
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, event_priority, get_plugin_logger
from mkdocs.utils import get_relative_url

from . import cards, checks, compiled_templates, glossary, lexers, panels, process_exit, reports, search, toc, translations
from .catalogs import CatalogError, Catalogs
from .config import LessonsConfig
from .failures import Failure, Failures
from .incremental import Incremental
from .kept import made_from
from .pages import LessonPage
from .prefetch import Prefetch
from .rendering import ANCHOR, Rendered, describe, only_why, problems_box, render_page, src_path
from .reports import Reports

log = get_plugin_logger(__name__)
CONTENT_MARK = "<!-- lessons: the content, in the language of its file -->\n\n"


class LessonsPlugin(BasePlugin[LessonsConfig]):
    """Lessons whose tables the engine recomputes at build time."""

    def on_startup(self, command: str, dirty: bool) -> None:
        """Keep this plugin, its reports and its rendered pages across `mkdocs serve` rebuilds."""
        process_exit.skip_last_collection()
        lexers.compile_once()
        reports.hear_engine_notes()
        self.serving = command == "serve"
        self.reports = Reports()
        self.failures = Failures()
        self.asked: dict[str, tuple[str, list[tuple[str, int]]]] = {}
        # (page, language built): the page's failures and the figures it types by hand, reported once
        # every language is built; a page rendered again replaces its own
        self.problems: dict[tuple[str, str], tuple[list[Failure], list[str]]] = {}
        # (page, language built): its language and its render, whose typed-figures check a build runs at its end
        self.typed_later: dict[tuple[str, str], tuple[str, Rendered]] = {}
        self.rendered: dict[tuple[str, str], tuple[tuple, Rendered]] = {}  # (page, language): (inputs, result)
        self.reads: dict[tuple[str, str], set] = {}  # (page, language): the (lesson, revision) reports it read
        self.notices: dict[tuple[str, str], str] = {}  # (page, language built): the notice it carries
        # (page, language built): the language its content is in, and the (lesson, table) of each panel it shows
        self.panels_shown: dict[tuple[str, str], tuple[str, list[tuple[str, str]]]] = {}
        self.panels_written: dict[tuple[str, str], bytes] = {}  # (lesson, language): the data file last written
        self.early_panels: panels.EarlyFiles | None = None  # a whole build's data files, rendered by a fork
        self.early_tried = False  # whether this whole build has started one
        self.markup: dict[tuple[str, str], Rendered] = {}  # (page, language built): its render, until its HTML is made
        self.lessons: dict[str, tuple[cards.SiteLesson, ...]] = {}  # language: the lessons of its nav
        self.translations_said: list[str] = []  # each language's stale and missing pages, said at the end
        self.catalogs_stamp: tuple = ()  # the catalogs' files as the last whole build began
        self.prefetch = Prefetch(self.reports)  # its `panels` is set from the config (on_config)
        self.incremental = Incremental(self) if self.serving else None

    def on_config(self, config):
        """Find the string catalogs beside mkdocs.yml (read anew when a whole build finds them edited: on_pre_build)."""
        folder = Path(config.config_file_path).parent / self.config.catalogs
        if getattr(self, "catalogs", None) is None or self.catalogs.folder != folder:
            self.catalogs = Catalogs(folder)
        self.prefetch.panels = self.config.try_another

    def on_pre_build(self, config) -> None:
        """At the start of a whole build (all languages), see whether the engine changed."""
        if not building_inner_language(config):
            if self.incremental:
                self.incremental.build_started(config)
            self.reports.start_build()
            # an edit of the catalogs always brings a whole build (incremental.py): taken once per build. Else the
            # catalogs stay the same object, from one language and build to the next, so that what is made of them
            # is kept (kept.py): every panel's answers in HTML were made again at each whole build under serve
            stamp = self.catalogs.fingerprint()
            if stamp != self.catalogs_stamp:
                self.catalogs = Catalogs(self.catalogs.folder)
            self.catalogs_stamp = stamp
            self.prefetch.start(config)
            self.failures.take()
            self.asked.clear()
            self.problems.clear()
            self.typed_later.clear()
            self.panels_shown.clear()
            self.panels_written.clear()  # mkdocs empties the site's folder first
            self.early_panels, self.early_tried = None, False

    @event_priority(-150)  # after static-i18n has put the language's own pages in the nav
    def on_nav(self, nav, config, files):
        """Note the lessons of the nav in the language being built (for the lesson cards) and the nav itself."""
        self.lessons[build_language(config) or self.config.default_language] = cards.nav_lessons(
            nav.pages, self.config.lesson_key)
        if self.incremental:
            self.incremental.saw_nav(config, nav, files)
        return nav

    @event_priority(-150)  # after static-i18n's own on_env
    def on_env(self, env, config, files):
        """Let the theme's templates use the catalogs' words for Material's own, compiled once per machine (not once
        per language and build); keep the environment for rebuilds."""
        compiled_templates.use(env)
        env.globals["course_theme_text"] = lambda language, key: self.catalogs.theme_text(language, key)
        if self.incremental:
            self.incremental.saw_env(config, env)
        return env

    @event_priority(100)  # before static-i18n touches the markdown, so lines match the file
    def on_page_markdown(self, markdown: str, page, config, files) -> str:
        """Replace the page's directives with tables and figures; mark a stale or missing translation."""
        language, built = self.language(page), build_language(config) or self.language(page)
        try:
            done = self.render(markdown, page, language)
        except Exception as error:  # a failure of ours shows in the page too, and serve keeps serving
            done = only_why(Failure(src_path(page), 1, language, describe(error)), page)
        if built == language or page.file.src_uri not in self.asked:  # a fallback copy asks as its page does
            self.asked[page.file.src_uri] = (language, done.asked)
        page.meta.update(done.meta)
        self.markup[(page.file.src_uri, built)] = done
        notice, failures = self.notice(page, built)
        self.problems[(page.file.src_uri, built)] = (done.failures + failures, done.typed)
        if done.typed_check is not None:
            self.typed_later[(page.file.src_uri, built)] = (language, done)
        self.panels_shown[(page.file.src_uri, built)] = (language, done.panels)
        written_in = CONTENT_MARK if language != built else ""
        return notice + self.page_problems(page, done, failures) + written_in + done.body

    def page_problems(self, page, done: Rendered, failures: list[Failure]) -> str:
        """Under serve, what is wrong with the page beyond its directives, at its top: parity, typed figures."""
        if not self.serving:
            return ""
        parity = checks.parity_failure(page.file.src_uri, self.asked)
        said = [str(parity)] if parity else []
        return problems_box(said + done.elsewhere + [str(f) for f in failures] + done.typed)

    def on_page_content(self, html: str, page, config, files) -> str:
        """Link a lesson's first use of each glossary term; give the table of contents its headings' no-break spaces;
        put the directives' HTML in the page; mark the content of a page shown untranslated with its language."""
        html = self.link_glossary_terms(html, page, files)
        toc.keep_spaces(page.toc, html)
        done = self.markup.pop((page.file.src_uri, build_language(config) or self.language(page)), None)
        if done is not None and done.markup:
            html = done.spliced(html)
            if page.present_anchor_ids is not None:  # what mkdocs would have found in the HTML, for links to it
                page.present_anchor_ids |= {a for markup in done.markup.values() for a in ANCHOR.findall(markup)}
        before, mark, content = html.partition(CONTENT_MARK.strip())
        return f'{before}<div lang="{self.language(page)}">{content}</div>' if mark else html

    def link_glossary_terms(self, html: str, page, files) -> str:
        """A lesson's HTML with the first use of each term of the glossary linked to its entry (macros/glossary.py)."""
        entries = files.get_file_from_path(self.config.glossary) if self.config.glossary else None
        if entries is None or not page.meta.get(self.config.lesson_key):
            return html  # a site without the glossary page: nothing to link to
        href = get_relative_url(entries.url, page.url)
        return glossary.link_first_uses(html, glossary.terms(self.catalogs, self.language(page)), href)[0]

    @event_priority(-150)  # after the search plugin has indexed the page
    def on_page_context(self, context, page, config, nav):
        """Keep the page's search entries for the rebuilds under serve; in a whole build, once the first language's
        pages are all rendered, start writing the panels' data files beside it (`panels.EarlyFiles`)."""
        if self.incremental:
            self.incremental.saw_page(config, page)
        elif not self.early_tried and self.config.try_another and not building_inner_language(config):
            self.early_tried = True
            self.early_panels = panels.EarlyFiles.start(self.panel_jobs(config), config.site_dir,
                                                        self.config.default_language, self.catalogs)

    def panel_jobs(self, config) -> dict[tuple[str, str], dict[str, dict]]:
        """Every panel the first language's pages show, in every language built: (lesson, language) -> answers by table."""
        i18n = config.plugins.get("i18n")
        languages = list(search.language_roots(i18n.config)) if i18n is not None else [self.config.default_language]
        jobs: dict[tuple[str, str], dict[str, dict]] = {}
        for _, shown in self.panels_shown.values():
            for lesson, table in shown:
                try:
                    answers = self.panel_revisions(lesson, table)
                except Exception:  # the directive that shows it has failed already, and says why
                    continue
                for language in languages:
                    jobs.setdefault((lesson, language), {})[table] = answers
        return jobs

    def render(self, markdown: str, page, language: str) -> Rendered:
        """The page rendered, or as it was last rendered if nothing it depends on has changed."""
        # the lessons of the nav, for the pages that show them as cards: a new title re-renders those only
        lessons = self.lessons.get(language, ()) if "lesson_cards" in markdown else ()
        inputs = (markdown, str(page.meta.get("description")), page.file.content_string,
                  self.reports.generation, self.catalogs_stamp, lessons, self.prefetch.lessons)
        kept = self.rendered.get((page.file.src_uri, language))
        if kept and kept[0] == inputs:
            return kept[1]
        lesson_cards = partial(cards.lesson_cards, page.file.src_uri, language, lessons, self.catalogs)
        more = {"lesson_cards": lesson_cards}
        if checks.english_source(page.file.src_uri) == self.config.glossary:  # the glossary page's own directive
            more["glossary"] = partial(glossary.page_markdown, self.catalogs, language)
        lesson_page = LessonPage(page.meta.get(self.config.lesson_key), language, self.reports, self.catalogs,
                                 default_language=self.config.default_language, more=more,
                                 panels_on=self.config.try_another)
        with self.reports.reading() as read:
            done = render_page(markdown, page, lesson_page,
                               self.prefetch.lessons if self.config.check_typed_figures else None,
                               typed_later=not self.serving)  # serve shows them in the page
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
        except (LookupError, CatalogError) as error:
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
        self.split_search(config)
        if self.incremental:
            self.incremental.build_finished(config)
        self.translations_said = translations.summary(Path(config.docs_dir))
        if self.serving:
            for line in self.translations_said:
                log.info(line)
        self.finish_typed_checks()
        self.write_panels(config)
        self.report()

    def finish_typed_checks(self) -> None:
        """The typed-figures checks a build leaves to its end (rendering.render_page), every lesson's figures now in."""
        for (src, built), (language, done) in self.typed_later.items():
            try:
                done.finish_typed()
            except Exception as error:  # a failure of ours, said with its page as one met while rendering it
                self.problems[(src, built)][0].append(Failure(f"docs/{src}", 1, language, describe(error)))
        self.typed_later.clear()

    def write_panels(self, config) -> None:
        """Write the answers of the panels the pages show, one file per lesson and language (macros/panels.py)."""
        wanted: dict[tuple[str, str], dict[str, None]] = {}
        for language, shown in self.panels_shown.values():
            for lesson, table in shown:
                wanted.setdefault((lesson, language), {})[table] = None
        early = self.early_panels.finish() if self.early_panels else {}
        self.early_panels = None
        for (lesson, language), tables in wanted.items():
            if early.get((lesson, language)) == tuple(tables):  # written by the fork, from the same answers
                self.panels_written[(lesson, language)] = b""
                continue
            try:
                answers = {table: self.panel_revisions(lesson, table) for table in tables}
                sources = (*(p for by in answers.values() for p in by.values()), self.catalogs)
                data = made_from(f"panels {lesson} {language} {' '.join(tables)}", sources, partial(
                    panels.answers_data, answers, language, self.config.default_language, self.catalogs))
            except Exception as error:  # the directive that shows the panel has failed already, and says why
                log.info(f"no answers written for {lesson}'s panels in {language}: {describe(error)}")
                continue
            if self.panels_written.get((lesson, language)) is not data:  # a whole build starts with none written
                panels.write(config.site_dir, lesson, language, data)
                self.panels_written[(lesson, language)] = data

    def panel_revisions(self, lesson: str, table: str) -> dict:
        """A panel's answers at the pin, and on main for a panel that compares the two."""
        pin = self.reports.panel(lesson, "pin", table)
        return {"pin": pin, "main": self.reports.panel(lesson, "main", table)} if pin.compare else {"pin": pin}

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

    def split_search(self, config) -> None:
        """Give each language its own search index, once static-i18n has written the one of them all."""
        i18n = config.plugins.get("i18n")
        if i18n is not None and (Path(config.site_dir) / search.INDEX).is_file():
            search.split_index(Path(config.site_dir), search.language_roots(i18n.config))

    def on_serve(self, server, config, builder):
        """Give the server a builder that renders again only what an edit changes."""
        return self.incremental.serve(server, builder) if self.incremental else server

    def on_shutdown(self) -> None:
        """At the end of a build's log: each language's stale and missing translations, in one line."""
        if self.incremental:
            if self.incremental.early:
                self.incremental.early.stop()
            self.incremental.settle()  # the last rebuild's search index, before serve removes its folder
        if not self.serving:
            for line in self.translations_said:
                log.info(line)

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

"""Under `mkdocs serve`, a rebuild that renders again only the pages an edit changes.

After any edit `mkdocs serve` builds the whole site again, and static-i18n builds it once per
language (it calls mkdocs' `build()` again from its `on_post_build`), so the author's wait grows
with the course. `mkdocs serve --dirty` would skip unchanged pages, but every language build
still pays for its templates and theme files, and under static-i18n the search index of a dirty
build keeps every page several times (Material's dirty index and static-i18n's merge of each
language's index both keep old entries).

So the plugin keeps what each language's last whole build made: its files, its nav and its
template environment (from the `on_nav` and `on_env` events), each page's search entries (from
`on_page_context`), and the config. From `on_serve` it gives the server a builder that looks at
what changed since the last build started:

- the text of pages (no page added or removed): each is rendered again in every language that
  shows it, with mkdocs' own functions for one page (`_populate_page` and `_build_page`, what a
  dirty build runs for a modified page), and so are the translations whose stale notice the edit
  turns on or off; then the search index is written again from every page's entries, through
  static-i18n's own merge, in a thread of its own once the pages are written: at 30 lessons it is
  half of the rebuild, and the server can show the edited page meanwhile (the next rebuild, a
  whole build and the end of the session wait for it; each index replaces its file in one step);
- the engine, in files that only lessons import: the lessons whose cache key changed are asked
  again, and the pages that read them are rendered again;
- anything else (the config, the catalogs, the theme, an asset, a page added or removed), or a
  page whose front matter changed, or whose title did once rendered (the nav, prev/next and
  other pages show them): the whole build, as mkdocs does it.

Under a real `mkdocs serve` the same rebuild also starts the moment an edit is saved (`Early`),
instead of when mkdocs' watcher next polls; the server's own call then finds nothing left to do.

`./course serve` does not pass `--dirty`: the whole builds stay whole, so the search index,
the nav and the sitemap they write are the reference the incremental rebuild keeps to.
"""
from __future__ import annotations

import logging
import os
import shutil
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from mkdocs.commands.build import _build_page, _populate_page
from mkdocs.livereload import LiveReloadServer
from mkdocs.plugins import get_plugin_logger
from mkdocs.structure.files import InclusionLevel
from mkdocs.utils.meta import YAML_RE
from watchdog.events import FileSystemEventHandler
from watchdog.observers import Observer

from .checks import english_source
from .files import real, snapshot
from .reports import api

log = get_plugin_logger("macros")


@dataclass
class LanguageBuild:
    """What one language's build made: its files, nav and template environment."""

    files: object
    nav: object = None
    env: object = None
    first: bool = False  # the outer build, which `mkdocs serve` runs with its own address

    def doc_files(self, serving: bool) -> list:
        """The pages this build wrote, in its order (drafts too in the outer build under serve)."""
        inclusion = InclusionLevel.is_in_serve if (serving and self.first) else InclusionLevel.is_included
        return self.files.documentation_pages(inclusion=inclusion)


@dataclass
class Rebuilt:
    """What one incremental rebuild did, for the log and the benchmark."""

    pages: list[tuple[str, str]] = field(default_factory=list)  # (language, page)
    seconds: float = 0.0
    cpu_seconds: float = 0.0  # this process's, which other work on the machine does not inflate
    search_seconds: float = 0.0


class Incremental:
    """The state of the last whole build, and the builder that renders again only what changed."""

    def __init__(self, plugin):
        self.plugin = plugin
        self.languages: dict[str, LanguageBuild] = {}  # in build order: the default language first
        self.search: dict[tuple[str, str], list] = {}  # (language, page): its search entries
        self.front: dict[str, str] = {}  # source file: its front matter as built
        self.config = None
        self.sources: dict[str, tuple[int, int]] = {}  # path: (mtime, size), as the last build started
        self.complete = False
        self.full_builder = None
        self.last: Rebuilt | None = None
        self._mark = 0
        self._search_writer: threading.Thread | None = None
        self.lock = threading.RLock()  # one rebuild at a time: the server's, or an early one
        self.early: Early | None = None

    # -- during a whole build -------------------------------------------------------------------

    def build_started(self, config) -> None:
        self.settle()
        self.complete = False
        self.languages.clear()
        self.search.clear()
        self.front.clear()
        self.sources = snapshot(watched_roots(config))

    def saw_nav(self, config, nav, files) -> None:
        language = current_language(config)
        self.languages[language] = LanguageBuild(files, nav, first=not self.languages)

    def saw_env(self, config, env) -> None:
        self.languages[current_language(config)].env = env
        self._mark = 0

    def saw_page(self, config, page) -> None:
        """Keep the search entries the search plugin just made of the page, and its front matter."""
        self.front[str(real(page.file.abs_src_path))] = front_matter(page.file.content_string)
        entries = search_entries(config)
        if entries is not None:
            self.search[(current_language(config), page.file.src_uri)] = entries[self._mark:]
            self._mark = len(entries)

    def build_finished(self, config) -> None:
        self.config = config
        self.complete = all(b.env is not None for b in self.languages.values())

    # -- under serve ------------------------------------------------------------------------------

    def serve(self, server, builder):
        """The server, with a builder that tries the incremental rebuild before the whole one.

        A real `mkdocs serve` also gets the early rebuilds (`Early`): the benchmark's stand-in
        server calls the builder itself, to time it.
        """
        self.full_builder = builder
        server.builder = self.rebuild
        if isinstance(server, LiveReloadServer) and self.config is not None:
            try:
                self.early = Early(self, watched_roots(self.config))
            except Exception as error:  # no file events here (inotify's watches used up...): mkdocs' watcher alone
                log.info(f"edits are rendered when mkdocs' watcher sees them ({type(error).__name__}: {error})")
        return server

    def rebuild(self, early: bool = False) -> None:
        """Render again what changed since the last build, or build everything if that cannot be told.

        An early rebuild (`Early`, as an edit is saved) leaves a whole build to the server's own call, but for an edit
        of the engine that every page reads (`engine_edited`).
        """
        with self.lock:
            start, cpu = time.perf_counter(), time.process_time()
            try:
                done = self.try_incremental()
            except Exception as error:  # whatever went wrong, the whole build says it properly
                if early:
                    self.sources = {}  # so the server's own call builds everything
                    return
                log.info(f"incremental rebuild not possible ({type(error).__name__}: {error}); building everything")
                done = None
            if done is None:
                if not early or self.engine_edited():
                    self.last = None
                    self.full_builder()
                return
            if not done.pages:
                return  # nothing changed, or nothing a page shows: an early rebuild has made it all
            done.seconds, done.cpu_seconds = time.perf_counter() - start, time.process_time() - cpu
            self.last = done
            when = ", as the edit was saved" if early else ""
            log.info(f"rebuilt {len(done.pages)} page(s) in {done.seconds:.2f} s{when}: "
                     + ", ".join(f"{page} [{language}]" for language, page in done.pages))

    def engine_edited(self) -> bool:
        """Whether an edit since the last build is in the engine's modules that the plugin's own calls read.

        Every page reads them (when one no longer imports, every page says so: README) and the author saved one
        file: an early rebuild builds everything at once, not when mkdocs' watcher next polls (0.1 to 0.6 s later).
        """
        if self.config is None:
            return False
        changed = {path for path, stamp in snapshot(watched_roots(self.config)).items() if self.sources.get(path) != stamp}
        return plugin_reads(changed)

    def try_incremental(self) -> Rebuilt | None:
        """Render again the pages an edit changed; None when only a whole build can be right."""
        if not self.complete or self.config is None or self.config.plugins.get("i18n") is None:
            return None  # what is kept follows static-i18n's way of building each language
        now = snapshot(watched_roots(self.config))
        if now.keys() != self.sources.keys():
            return None  # a file added or removed: the nav, links and alternates may change
        changed = {path for path, stamp in now.items() if self.sources[path] != stamp}
        if not changed:
            return Rebuilt()  # another rebuild has made it all (an early one, a second event of one save)
        self.settle()  # the last rebuild's search index, which reads what this one renders again
        docs, engine = real(self.config.docs_dir), real(api().__file__).parent
        pages = {p for p in changed if Path(p).suffix == ".md" and Path(p).is_relative_to(docs)}
        code = {p for p in changed if Path(p).is_relative_to(engine)}
        if changed - pages - code:
            return None
        if any(front_matter(Path(p).read_text(encoding="utf-8")) != self.front.get(p) for p in pages):
            return None  # a title, a description or a lesson changed: other pages show them
        targets = self.pages_of_sources(pages)
        if targets is None:
            return None
        if code:
            if plugin_reads(code):
                return None
            changed_reports = self.plugin.reports.start_build()
            if changed_reports:  # several lessons: in parallel
                workers = self.plugin.reports.workers = api().Workers()
                workers.submit(sorted(changed_reports))
                paneled = {lesson for _, shown in self.plugin.panels_shown.values() for lesson, _ in shown}
                workers.submit([(lesson, at, "panels") for lesson, at in sorted(changed_reports) if lesson in paneled])
                workers.close()
            targets += [t for t in self.pages_reading(changed_reports) if t not in targets]
        self.sources = now
        targets += [t for t in self.translations_whose_notice_changes(pages) if t not in targets]
        return self.render_again(targets)

    def pages_of_sources(self, paths: set[str]) -> list[tuple[str, object]] | None:
        """(language, file) of every page built from one of the source files; None if one is not a page."""
        found = [(language, file) for language, build in self.languages.items()
                 for file in build.doc_files(self.plugin.serving) if str(real(file.abs_src_path)) in paths]
        shown = {str(real(file.abs_src_path)) for _, file in found}
        return found if shown == paths else None

    def pages_reading(self, reports: set[tuple[str, str]]) -> list[tuple[str, object]]:
        """(language, file) of every page whose directives read one of the reports."""
        return [(language, file) for language, build in self.languages.items()
                for file in build.doc_files(self.plugin.serving)
                if self.plugin.reads.get((file.src_uri, self.plugin.language(file.page)), set()) & reports]

    def translations_whose_notice_changes(self, paths: set[str]) -> list[tuple[str, object]]:
        """(language, file) of the pages translating an edited English page whose notice comes or goes."""
        edited = {english_source(file.src_uri) for build in self.languages.values()
                  for file in build.doc_files(self.plugin.serving) if str(real(file.abs_src_path)) in paths}
        return [(language, file) for language, build in self.languages.items()
                for file in build.doc_files(self.plugin.serving)
                if english_source(file.src_uri) in edited and file.page is not None
                and self.plugin.notice_key(file.page, language) != self.plugin.notices.get((file.src_uri, language))]

    def render_again(self, targets: list[tuple[str, object]]) -> Rebuilt | None:
        """Render and write the pages, language by language; None if one's title or front matter changed."""
        done = Rebuilt()
        for language in [lang for lang in self.languages if any(t[0] == lang for t in targets)]:
            build = self.languages[language]
            config = self.configured_for(language)
            doc_files = build.doc_files(self.plugin.serving)
            for file in [f for lang, f in targets if lang == language]:
                page = file.page
                before = (page.title, dict(page.meta))
                self._mark = len(search_entries(config) or [])
                _populate_page(page, config, build.files)
                _build_page(page, config, doc_files, build.nav, build.env, excluded=file.inclusion.is_excluded())
                if (page.title, dict(page.meta)) != before:
                    return None
                done.pages.append((language, file.src_uri))
            for file in doc_files:  # a link to an anchor of an edited page may have broken
                file.page.validate_anchor_links(files=build.files, log_level=config.validation.links.anchors)
        self.plugin.write_panels(self.config)  # a lesson asked again may have new answers
        self.plugin.report()
        self._search_writer = threading.Thread(target=self.write_search_after, args=(done,), name="search-index")
        self._search_writer.start()
        return done

    def write_search_after(self, done: Rebuilt) -> None:
        """The search index of every language after a rebuild (in its thread): what a whole build writes.

        The server already shows the page, and a reader's browser may ask for the index meanwhile: the
        indexes are written in a folder beside the site, then each replaces its served file in one step.
        """
        start, site = time.perf_counter(), Path(self.config.site_dir)
        staging = Path(tempfile.mkdtemp(prefix=".search-", dir=site.parent))
        try:
            self.config.site_dir = str(staging)
            self.write_search_index()
            self.plugin.split_search(self.config)
            for index in staging.rglob("search_index.json"):
                target = site / index.relative_to(staging)
                target.parent.mkdir(parents=True, exist_ok=True)
                os.replace(index, target)
        except Exception as error:  # the pages are written; the next whole build writes the index again
            log.warning(f"the search index was not written after the rebuild ({type(error).__name__}: {error})")
            self.sources = {}  # so the next edit builds everything
        finally:
            self.config.site_dir = str(site)
            shutil.rmtree(staging, ignore_errors=True)
        done.search_seconds = time.perf_counter() - start

    def settle(self) -> None:
        """Wait for the search index of the last rebuild, if it is still being written."""
        writer, self._search_writer = self._search_writer, None
        if writer is not None:
            writer.join()

    def configured_for(self, language: str):
        """The config as static-i18n sets it for `language`'s build (site name, theme language, selector)."""
        i18n, config = self.config.plugins.get("i18n"), self.config
        if i18n is None or i18n.current_language == language:
            return config
        i18n.current_language = language
        dirs = list(config.theme.dirs)
        with quiet("mkdocs.plugins.mkdocs_static_i18n"):
            config = i18n.on_config(config)
        config.theme.dirs[:] = dirs  # static-i18n adds its sitemap's folder at each call
        return config

    def write_search_index(self) -> None:
        """The search index of every language, merged and written as static-i18n does after a whole build."""
        i18n = self.config.plugins.get("i18n")
        entries = [entry for language, build in self.languages.items()
                   for file in build.doc_files(self.plugin.serving)
                   for entry in self.search.get((language, file.src_uri), [])]
        if i18n is not None and search_entries(self.config) is not None:
            i18n.search_entries = entries
            i18n.reconfigure_search_index(self.config)


class Early:
    """Rebuilds that start when an edit is saved, not when mkdocs' watcher next sees it.

    `mkdocs serve` polls the watched files every 0.5 s, waits 0.1 s for edits to settle, then
    calls the builder (mkdocs/livereload/__init__.py lines 105, 117 and 134; no option sets
    either). Told by the system the moment a watched file changes (watchdog's own observer,
    inotify on Linux), the plugin renders the pages then, while mkdocs' watcher has yet to look;
    when mkdocs calls the builder, nothing is left to render, and the readers' pages reload at
    once. An edit only a whole build can show is left to that call.
    """

    QUIET = 0.03  # s without another event before rebuilding: an editor may write a file in several steps

    def __init__(self, incremental: Incremental, roots: list[Path]):
        self.incremental = incremental
        self.saved = threading.Condition()
        self.last_event: float | None = None
        self.observer = Observer()
        handler = FileSystemEventHandler()
        handler.on_any_event = self.event
        for root in map(real, roots):
            self.observer.schedule(handler, str(root if root.is_dir() else root.parent), recursive=root.is_dir())
        self.observer.daemon = True
        self.observer.start()
        threading.Thread(target=self.loop, name="early-rebuilds", daemon=True).start()

    def event(self, event) -> None:
        path = Path(os.fsdecode(getattr(event, "dest_path", "") or event.src_path))
        if event.is_directory or path.name.startswith(".") or "__pycache__" in path.parts:
            return  # editors' swap and backup files; what `snapshot` leaves out too
        with self.saved:
            self.last_event = time.monotonic()
            self.saved.notify()

    def loop(self) -> None:
        while True:
            with self.saved:
                self.saved.wait_for(lambda: self.last_event is not None)
                while (left := self.last_event + self.QUIET - time.monotonic()) > 0:
                    self.saved.wait(left)
                self.last_event = None
            try:
                self.incremental.rebuild(early=True)
            except Exception:  # the server's own rebuild follows, and reports what is wrong
                continue

    def stop(self) -> None:
        self.observer.stop()


def plugin_reads(paths: set[str]) -> bool:
    """Whether one of the files is of the engine's modules that the plugin's own calls read (tables' text, numbers)."""
    return bool({str(real(p)) for p in api().source_files("engine")} & paths)


def front_matter(text: str) -> str:
    """The page's YAML front matter as written ("" if it has none)."""
    found = YAML_RE.match(text)
    return found.group(0) if found else ""


def current_language(config) -> str:
    i18n = config.plugins.get("i18n")
    return getattr(i18n, "current_language", None) or config.theme.get("language") or "en"


def search_entries(config) -> list | None:
    """The search plugin's entries of the language being built (Material's or mkdocs' plugin)."""
    for name in ("material/search", "search"):
        plugin = config.plugins.get(name)
        index = getattr(plugin, "search_index", None)
        if index is not None:
            return getattr(index, "_entries", None) if hasattr(index, "_entries") else getattr(index, "entries", None)
    return None


def watched_roots(config) -> list[Path]:
    """What `mkdocs serve` watches: the docs, the config file, the `watch:` folders, the theme's own folder."""
    roots = [Path(config.docs_dir), *(Path(p) for p in config.watch)]
    if config.config_file_path:
        roots.append(Path(config.config_file_path))
    if config.theme.custom_dir:
        roots.append(Path(config.theme.custom_dir))
    return roots


class quiet:
    """A logger silenced for a block (static-i18n announces each language's config at INFO)."""

    def __init__(self, name: str):
        self.logger = logging.getLogger(name)

    def __enter__(self):
        self.level = self.logger.level
        self.logger.setLevel(logging.WARNING)

    def __exit__(self, *exc):
        self.logger.setLevel(self.level)


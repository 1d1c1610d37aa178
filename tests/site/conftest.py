"""The real site, built once per test run with `mkdocs build --strict` and served on 127.0.0.1.

Under pytest-xdist (`./course test`) the workers share that one build: the first to need it
builds it, the others wait for it; each serves it from a thread of its own. Every test in this
folder is marked `site` (`./course test -m "not site"` leaves them out).
"""
from __future__ import annotations

import json
import os
import sys
import threading
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
for folder in (HERE, HERE.parents[1] / "tools"):  # this folder's helpers, and tools/check_links.py
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))  # pytest's importlib mode puts neither on the path

import browser  # noqa: E402
import site_map  # noqa: E402
from built import BuiltSite, build_once, serve  # noqa: E402
from panel_picks import panel_of, picks, tables  # noqa: E402
from reading import prepare, read, read_panels  # noqa: E402


@pytest.hookimpl(tryfirst=True)  # before `-m` deselects by marker
def pytest_collection_modifyitems(config, items):
    for item in items:
        if HERE in item.path.parents:
            item.add_marker("site")


def pytest_collection_finish(session):
    """Start the site's build now, in the background, if this run has tests that read it.

    It then runs while the engine's tests do, instead of keeping a worker waiting later.
    """
    if any(HERE in item.path.parents for item in session.items):
        shared = shared_folder(session.config._tmp_path_factory)
        threading.Thread(target=build_once, args=(site_map.ROOT, shared / "built"), daemon=True).start()


def shared_folder(tmp_path_factory) -> Path:
    """This test run's folder, which every xdist worker sees (each has its own below it)."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


@pytest.fixture(scope="session")
def site(tmp_path_factory):
    """The site as readers get it: built strictly from this checkout, served on localhost."""
    shared = shared_folder(tmp_path_factory)
    run = build_once(site_map.ROOT, shared / "built")
    if run["returncode"] != 0:
        pytest.fail(f"mkdocs build --strict failed (exit {run['returncode']}):\n{run['stderr']}", pytrace=False)
    out = shared / "built" / "site"
    server, thread = serve(out)
    host, port = server.server_address[:2]
    yield BuiltSite(out, f"http://{host}:{port}/")
    server.shutdown()
    server.server_close()
    thread.join(timeout=5)


@pytest.fixture(scope="session")
def chromium(site):
    """This worker's browser, shared by the browser tests (skipped only where chromium truly is not installed)."""
    why = browser.missing() or browser.missing_axe()
    if why:
        if os.environ.get("CI"):
            pytest.fail(f"the browser tests must run in CI: {why}", pytrace=False)
        pytest.skip(why)
    with browser.phone_browser(site.address) as context:
        yield context


@pytest.fixture
def tab(chromium, request):
    """A new tab, closed after the test; the page's script errors are kept in `tab.errors`. Unless the test
    is marked `searches`, its pages get the search index without pages (see `reading`)."""
    page = chromium.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    if request.node.get_closest_marker("searches") is None:
        page.route("**/search/search_index.json", without_pages)
    yield page
    page.close()


def without_pages(route) -> None:
    """A search index as the site serves it, its configuration kept and its pages left out (made once a language)."""
    address = route.request.url
    if address not in EMPTIED:
        EMPTIED[address] = json.dumps({**route.fetch().json(), "docs": []})
    route.fulfill(body=EMPTIED[address], content_type="application/json")


EMPTIED: dict[str, str] = {}  # the search index's address: that index, emptied


@pytest.fixture(scope="session")
def reading(site, chromium):
    """What the browser showed of a page at a width: each page is visited once for every check of every module,
    at both widths, its panels then opened (tests/scheduling.py sends a page's tests to one worker)."""
    tab = chromium.new_page()
    tab.errors = []
    tab.on("pageerror", lambda error: tab.errors.append(str(error)))
    # Material indexes the whole search index in a web worker on every page load, a third of a load's CPU;
    # nothing read here searches (the search tests use their own tabs), so this tab gets it without pages.
    tab.route("**/search/search_index.json", without_pages)
    prepare(tab)
    yield Visits(tab, site)
    tab.close()


class Visits:
    """Each page's one visit, kept: `visits(lang, src, width)` is what the page showed at that width (`Reading`),
    `visits.panel(lang, src, table)` what one of its panels showed (`PanelReading`)."""

    def __init__(self, tab, site: BuiltSite):
        self.tab, self.site, self.seen = tab, site, {}

    def __call__(self, lang: str, src: str, width: int):
        return self.visit(lang, src)[0][width]

    def panel(self, lang: str, src: str, table: str):
        return self.visit(lang, src)[1][table]

    def visit(self, lang: str, src: str):
        if (lang, src) not in self.seen:
            url = self.site.page_url(site_map.url(src, lang))
            asked = []
            for table in tables(lang, src) if site_map.is_lesson(src) else []:
                _, panel = panel_of(src, lang, table)
                asked.append((table, [c.name for c in panel.choices], picks(panel, lang)))
            self.seen[lang, src] = read(self.tab, url), read_panels(self.tab, url, asked)
        return self.seen[lang, src]

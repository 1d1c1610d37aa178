"""The real site, built once per test run with `mkdocs build --strict` and served on 127.0.0.1.

Under pytest-xdist (`./course test`) the workers share that one build: the first to need it
builds it, the others wait for it; each serves it from a thread of its own. Every test in this
folder is marked `site` (`./course test -m "not site"` leaves them out).
"""
from __future__ import annotations

import os
import sys
import threading
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
for folder in (HERE, HERE.parents[1] / "tools"):  # this folder's helpers, and tools/check_links.py
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))  # pytest's importlib mode puts neither on the path

import site_map  # noqa: E402
from built import BuiltSite, build_once, own_engine_cache, serve  # noqa: E402


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
    yield BuiltSite(out, f"http://{host}:{port}/", own_engine_cache(shared / "built"))
    server.shutdown()
    server.server_close()
    thread.join(timeout=5)

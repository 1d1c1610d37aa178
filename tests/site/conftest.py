"""The real site, built once per test session with `mkdocs build --strict` and served on 127.0.0.1."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
for folder in (HERE, HERE.parents[1] / "tools"):  # this folder's helpers, and tools/check_links.py
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))  # pytest's importlib mode puts neither on the path

import site_map  # noqa: E402
from built import BuiltSite, build_site, serve  # noqa: E402


@pytest.fixture(scope="session")
def site(tmp_path_factory):
    """The site as readers get it: built strictly from this checkout, served on localhost."""
    out = tmp_path_factory.mktemp("built") / "site"
    run = build_site(site_map.ROOT, out)
    if run.returncode != 0:
        pytest.fail(f"mkdocs build --strict failed (exit {run.returncode}):\n{run.stderr[-6000:]}", pytrace=False)
    server, thread = serve(out)
    host, port = server.server_address[:2]
    yield BuiltSite(out, f"http://{host}:{port}/")
    server.shutdown()
    server.server_close()
    thread.join(timeout=5)

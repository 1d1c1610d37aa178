"""The built site: `mkdocs build --strict` of a checkout in a subprocess, and a server of it on 127.0.0.1."""
from __future__ import annotations

import fcntl
import functools
import json
import os
import subprocess
import sys
import threading
from dataclasses import dataclass
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path


@dataclass(frozen=True)
class BuiltSite:
    """The built site's folder and the address it is served at (`http://127.0.0.1:PORT/`)."""

    folder: Path
    address: str

    def file(self, path: str) -> Path:
        """The built file of a site path: `es/ga-ai/` -> es/ga-ai/index.html."""
        return self.folder / (path + "index.html" if path.endswith("/") or path == "" else path)

    def html(self, path: str) -> str:
        return self.file(path).read_text(encoding="utf-8")

    def page_url(self, path: str) -> str:
        return self.address + path


class QuietHandler(SimpleHTTPRequestHandler):
    """Serves the built site without logging each request to the test's output."""

    def log_message(self, format, *args):
        pass


def build_site(root: Path, out: Path) -> subprocess.CompletedProcess:
    """`mkdocs build --strict` of the site at `root` into `out`, in a subprocess (static-i18n patches mkdocs).

    Its engine cache is the test run's (tests/conftest.py), so the tests read the reports it computed.
    """
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(out)],
                          cwd=root, env=env, capture_output=True, text=True, timeout=900)


class QuietServer(ThreadingHTTPServer):
    """Says nothing when a browser drops a connection it no longer needs (a tab closed, a page left)."""

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def build_once(root: Path, folder: Path) -> dict:
    """`build_site` into `folder/site` once for every process that asks: the first builds, the others wait.

    Returns the build's exit code and the end of what it said, as the first process saw them.
    """
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes, even if this process dies
        done = folder / "result.json"
        if not done.is_file():
            run = build_site(root, folder / "site")
            done.write_text(json.dumps({"returncode": run.returncode, "stderr": run.stderr[-6000:]}), encoding="utf-8")
        return json.loads(done.read_text(encoding="utf-8"))


def serve(folder: Path):
    """A server of `folder` on a free port of 127.0.0.1, answering from a thread."""
    handler = functools.partial(QuietHandler, directory=str(folder))
    server = QuietServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    return server, thread

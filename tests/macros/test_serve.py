"""Under `mkdocs serve`, a failure shows in the page and the server keeps serving."""
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

pytestmark = pytest.mark.build
HERE = Path(__file__).resolve().parent
TIMEOUT = 90


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def fetch(url: str) -> str:
    with urllib.request.urlopen(url, timeout=5) as answer:
        return answer.read().decode("utf-8")


def wait_for(condition, what: str, log: Path | None = None):
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        try:
            found = condition()
            if found:
                return found
        except OSError:
            pass
        time.sleep(0.3)
    raise AssertionError(f"timed out waiting for {what}" + (f"; the server said:\n{log.read_text()[-3000:]}" if log else ""))


@pytest.fixture
def server(tmp_path):
    site = tmp_path / "site"
    shutil.copytree(HERE / "site", site)
    port = free_port()
    log = (tmp_path / "serve.log").open("w")
    (tmp_path / "tmp").mkdir()
    env = {**os.environ, "PYTHONPATH": str(HERE), "NO_MKDOCS_2_WARNING": "1", "ENGINE_CACHE": "off",
           "TMPDIR": str(tmp_path / "tmp"), "PYTHONFAULTHANDLER": "1"}  # `interrupt` may ask where it waits
    # a process group of its own, and Ctrl-C handled, as a terminal's shell starts it (a run started in the
    # background by a shell without job control ignores SIGINT, which the server would inherit)
    process = subprocess.Popen([sys.executable, str(HERE / "run_mkdocs.py"), "serve", "--livereload",
                                "-a", f"127.0.0.1:{port}"], cwd=site, env=env, stdout=log, stderr=subprocess.STDOUT,
                               start_new_session=True, preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    url = f"http://127.0.0.1:{port}/fr/"
    try:
        wait_for(lambda: "15\u202f360" in fetch(url), "the first build")
        yield site, url, process, tmp_path / "serve.log"
    finally:
        interrupt(process, tmp_path / "serve.log")
        log.close()
    assert list((tmp_path / "tmp").iterdir()) == []  # what serve made there, removed as it stopped


def interrupt(process: subprocess.Popen, log: Path) -> None:
    """Stop the server as its user's Ctrl-C does (SIGINT to its process group), so it removes its temporary folders.
    One that does not stop is made to write where each of its threads waits (faulthandler) before it is killed."""
    os.killpg(process.pid, signal.SIGINT)
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.kill(process.pid, signal.SIGABRT)
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        raise AssertionError("the server did not stop on Ctrl-C within 30 s; its log's end, where its threads waited:\n"
                             + log.read_text(encoding="utf-8", errors="replace")[-6000:]) from None


def write(path: Path, text: str) -> None:
    """Replace a file at once, so the watcher never builds half of it."""
    temporary = path.parents[1] / f".{path.name}.tmp"  # outside docs/, which mkdocs watches
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(path)


def test_a_failure_while_serving_shows_in_the_page_and_a_fix_brings_it_back(server):
    "Assert a false claim shows in the served page with file, line and language, the server lives, and the fix restores the page; each edit is rendered once."
    site, url, process, log = server
    page = site / "docs" / "index.fr.md"
    good = page.read_text(encoding="utf-8")
    write(page, good.replace('== value("voicing_count.total")', '!= value("voicing_count.total")'))
    line = next(n for n, text in enumerate(good.splitlines(), 1) if "claim(" in text)
    message = f"docs/index.fr.md:{line} [fr] claim does not hold"
    shown = wait_for(lambda: (lambda html: html if message in html else None)(fetch(url)), "the error in the page", log)
    assert 'class="macro-error"' in shown and process.poll() is None
    write(page, good)
    restored = wait_for(lambda: (lambda html: html if "macro-error" not in html else None)(fetch(url)), "the fixed page", log)
    assert "15\u202f360" in restored and process.poll() is None
    said = log.read_text()
    assert re.search(r"WARNING\s+-\s+macros: 1 problem in the lessons' macros", said)  # the claim, not its parity again
    assert said.count(": computed in ") == 2  # pin and main, at the first build only: edits of prose recompute nothing
    # each edit rendered once: as it was saved, or, when the server was already about to rebuild, by the server
    served = said.split("Serving on", 1)[-1]
    assert served.count("rebuilt 1 page(s)") == 2 and served.count("1 problem in the lessons' macros") == 1, served


def test_the_sites_config_leaves_strictness_to_the_build_command():
    "Assert mkdocs.yml does not set strict: under serve, a warning would then stop every rebuild and hide the error."
    config = (HERE.parents[1] / "mkdocs.yml").read_text(encoding="utf-8")
    assert not re.search(r"^strict:\s*true", config, re.MULTILINE)
    assert "--strict" in (HERE.parents[1] / "course").read_text(encoding="utf-8")

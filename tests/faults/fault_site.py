"""A small site to inject faults into, in a temporary folder: the plugin's fixture site beside a
copy of the engine (which the site watches), and the course script run with this checkout's
Python (a `.venv` of links), so `./course build` and `./course serve` are the real commands."""
from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
PLUGIN_TESTS = ROOT / "tests" / "macros"  # the fixture site, its lessons (l98, l99) and the mkdocs runner


def make_site(folder: Path) -> Path:
    """folder/engine, a copy with lesson l97 registered, and folder/site, the fixture site; returns the site."""
    engine = folder / "engine"
    shutil.copytree(ROOT / "engine", engine, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(HERE / "l97.py", engine / "lessons" / "l97.py")
    edit(engine / "lessons" / "__init__.py", lambda t: t + '\nLESSONS["l97"] = "engine.lessons.l97"\n')
    site = folder / "site"
    shutil.copytree(PLUGIN_TESTS / "site", site)
    # mkdocs' own theme: a rebuild takes a third of Material's time, and the faults are the plugin's
    edit(site / "mkdocs.yml", lambda t: t.replace("name: material", "name: mkdocs") + "watch:\n  - ../engine\n  - translations\n")
    shutil.copy(ROOT / "course", site / "course")
    linked_venv(site / ".venv")
    return site


def linked_venv(venv: Path) -> None:
    """A `.venv` the course script takes as installed, whose mkdocs runs this checkout's with the fixture lessons."""
    (venv / "bin").mkdir(parents=True)
    (venv / "bin" / "python").symlink_to(sys.executable)
    mkdocs = venv / "bin" / "mkdocs"
    mkdocs.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{PLUGIN_TESTS / "run_mkdocs.py"}" "$@"\n')
    mkdocs.chmod(0o755)
    (venv / ".installed").touch()


def environment(site: Path) -> dict[str, str]:
    """The engine copy first on the path, then the fixture lessons; every figure computed afresh."""
    return {**os.environ, "PYTHONPATH": f"{site.parent}{os.pathsep}{PLUGIN_TESTS}", "NO_MKDOCS_2_WARNING": "1",
            "ENGINE_CACHE": "off"}


def course(site: Path, *args: str, cache: Path | None = None) -> subprocess.CompletedProcess:
    """`./course ARGS` in the site, as an author runs it (with the engine's disk cache in `cache`, if given)."""
    env = environment(site) | ({"ENGINE_CACHE": "on", "ENGINE_CACHE_DIR": str(cache)} if cache else {})
    return subprocess.run([str(site / "course"), *args], cwd=site, env=env, capture_output=True, text=True, timeout=300)


def serve(site: Path, log: Path, temporary: Path) -> tuple[subprocess.Popen, str]:
    """`./course serve` of the site on a free port, its temporary files in `temporary`: the process and the
    site's address. Stop it with `interrupt`, as its user would."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    temporary.mkdir(exist_ok=True)
    with log.open("w") as out, ctrl_c_as_in_a_terminal():  # the server writes to its own copy of the file
        # faulthandler: a server that does not stop is made to say where each of its threads waits (`interrupt`)
        process = subprocess.Popen([str(site / "course"), "serve", "-a", f"127.0.0.1:{port}"], cwd=site,
                                   env={**environment(site), "TMPDIR": str(temporary), "PYTHONFAULTHANDLER": "1"}, stdout=out,
                                   stderr=subprocess.STDOUT, start_new_session=True)  # a process group, as a terminal's
    return process, f"http://127.0.0.1:{port}/"


@contextmanager
def ctrl_c_as_in_a_terminal():
    """SIGINT handled by default in the processes started here, as a terminal's shell starts them.

    A test run started in the background by a shell without job control (`nohup ./course test &`)
    ignores SIGINT, and a process inherits an ignored signal: a server started from it would never
    stop on Ctrl-C (`interrupt`), and its tests would wait 30 s and fail. (Tests run in the main thread.)
    """
    ignored = signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    if ignored:
        signal.signal(signal.SIGINT, signal.SIG_DFL)
    try:
        yield
    finally:
        if ignored:
            signal.signal(signal.SIGINT, signal.SIG_IGN)


def interrupt(process: subprocess.Popen, log: Path | None = None) -> int:
    """Stop a server as its user's Ctrl-C does, SIGINT to its process group (mkdocs and the engine's workers): it
    then removes what it made in the temporary folder, which a SIGTERM would leave. Its exit code."""
    os.killpg(process.pid, signal.SIGINT)
    try:
        return process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.kill(process.pid, signal.SIGABRT)  # faulthandler writes every thread's stack to the server's log
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        said = log.read_text(encoding="utf-8", errors="replace")[-6000:] if log else ""
        raise AssertionError(f"the server did not stop on Ctrl-C within 30 s; its log's end, where its threads waited:\n"
                             f"{said}") from None


def fetch(url: str) -> str:
    with urllib.request.urlopen(url, timeout=10) as answer:
        return answer.read().decode("utf-8")


def wait_for(condition, what: str, log: Path, timeout: float = 60):
    """What `condition` returns once it is true; fails with the server's last words after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            found = condition()
            if found:
                return found
        except OSError:
            pass
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}; the server said:\n{log.read_text()[-3000:]}")


def edit(path: Path, change) -> None:
    """Replace a file's text with `change(text)` at once, so a watcher never reads half of it."""
    text = change(path.read_text(encoding="utf-8"))
    handle, name = tempfile.mkstemp(prefix=f"{path.name}.")  # outside the folders the server watches
    with os.fdopen(handle, "w", encoding="utf-8") as temporary:
        temporary.write(text)
    os.replace(name, path)


def page(front: str, *lines: str) -> str:
    """A page: front matter lines, then the body's lines."""
    return f"---\n{front}\n---\n" + "\n".join(lines) + "\n"


def line_of(text: str, snippet: str) -> int:
    """The first line of `text` that holds `snippet`, from 1."""
    return next(n for n, line in enumerate(text.splitlines(), 1) if snippet in line)


def old_format(text: str) -> str:
    """A data file as sealed before the rows' hashes were: its seal line alone (engine/ga/datafile.py)."""
    return "".join(line for line in text.splitlines(True) if not line.startswith("# Row hashes:"))


def cut_short(text: str) -> str:
    """A data file cut 150 bytes into its rows, as a copy cut short would be: its rows' hashes, which end it, go first."""
    return old_format(text).encode()[:-150].decode()

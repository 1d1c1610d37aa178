"""What `./course` sets up beside `.venv`, as a new user meets it: chromium with apt-get, axe-core with npm; and
what it checks before it builds: the address `./course serve` will take.

Each tool says what it installs and why before it does, shows the installer's own progress, and gives the
command to run by hand; where it cannot install (not root, no apt-get, no npm) it says what to do, and the
tests go on without the browser checks (in CI they stop). apt-get, npm, `id` and the environment's Python
are stand-ins that log what they are asked: nothing is installed, and chromium is looked for where
CHROMIUM says, a file that does not exist until the stand-in apt-get makes it.
"""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

from fault_site import ROOT

AXE = ".cache/axe/node_modules/axe-core"


def stand_in(path: Path, script: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\n" + script)
    path.chmod(0o755)
    return path


def checkout(folder: Path) -> Path:
    """The course script and its set-up tools, with a `.venv` set up already whose Python logs what it runs."""
    shutil.copy(ROOT / "course", folder / "course")
    (folder / "tools").mkdir()
    for tool in ("setup-browser", "setup-axe"):
        shutil.copy(ROOT / "tools" / tool, folder / "tools" / tool)
    (folder / "pyproject.toml").write_text("[project]\nname = 'copy'\n")
    stand_in(folder / ".venv" / "bin" / "python", f'[ "$1" = -c ] || echo "python $*" >> "{folder}/log"\n')
    os.utime(folder / "pyproject.toml", (0, 0))
    (folder / ".venv" / ".installed").touch()
    return folder


def installers(folder: Path, root: bool = True) -> Path:
    """A folder of stand-ins: apt-get makes CHROMIUM, npm makes axe-core's files, each after a line of progress;
    `id -u` says 0 (root) or 1000."""
    bin = folder / "bin"
    stand_in(bin / "apt-get", f'echo "apt-get $*" >> "{folder}/log"\n'
                              'case "$1" in\n  update) echo "Hit:1 http://deb.debian.org/debian bookworm InRelease" ;;\n'
                              '  install) echo "Setting up chromium ..."; touch "$CHROMIUM"; chmod +x "$CHROMIUM" ;;\nesac\n')
    stand_in(bin / "npm", f'echo "npm $*" >> "{folder}/log"\nmkdir -p "{folder}/{AXE}"\n'
                          f'touch "{folder}/{AXE}/axe.min.js"\necho \'"version": "4.14.1"\' > "{folder}/{AXE}/package.json"\n'
                          'echo "added 1 package in 2s"\n')
    stand_in(bin / "id", f'echo {0 if root else 1000}\n')
    return bin


def without(*names: str, folder: Path) -> str:
    """A PATH of this machine's commands but `names` (a machine without apt-get or npm)."""
    bin = folder / "system"
    bin.mkdir()
    for directory in reversed(os.environ["PATH"].split(os.pathsep)):
        for command in Path(directory).glob("*") if Path(directory).is_dir() else ():
            if command.name not in names and os.access(command, os.X_OK):
                (bin / command.name).unlink(missing_ok=True)
                (bin / command.name).symlink_to(command)
    return str(bin)


def course(folder: Path, *args: str, path: str | None = None, ci: bool = False) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "CI"} | {"CHROMIUM": str(folder / "chromium")}
    env["PATH"] = f"{folder / 'bin'}{os.pathsep}{path or os.environ['PATH']}"
    if ci:
        env["CI"] = "true"
    return subprocess.run([str(folder / "course"), *args], cwd=folder, env=env, capture_output=True, text=True,
                          timeout=60)


def logged(folder: Path) -> list[str]:
    return (folder / "log").read_text().splitlines() if (folder / "log").exists() else []


def test_chromium_and_axe_are_announced_then_installed_with_their_progress(tmp_path):
    "Assert as root `./course test` says what it installs with apt-get and npm, and why, with the command by hand, before each installer's own progress; then the tests run, and a second run installs nothing."
    checkout(tmp_path)
    installers(tmp_path)
    run = course(tmp_path, "test", "-x")
    assert run.returncode == 0, run.stderr
    assert run.stderr.splitlines() == [
        f"tools/setup-browser: the browser tests read the built site in chromium, and {tmp_path}/chromium is missing.",
        "tools/setup-browser: installing it with apt-get, as root: chromium fonts-dejavu-core (over 100 MB to download,"
        " once); by hand: apt-get install --no-install-recommends chromium fonts-dejavu-core",
        "Hit:1 http://deb.debian.org/debian bookworm InRelease",
        "Setting up chromium ...",
        f"tools/setup-browser: chromium is installed: {tmp_path}/chromium",
        "tools/setup-axe: installing axe-core 4.14.1, the accessibility checker the browser tests run in each page, from"
        " the npm registry into .cache/axe/ (a few MB, once); by hand: npm install --prefix .cache/axe axe-core@4.14.1",
        "added 1 package in 2s",
    ]
    assert logged(tmp_path) == [
        "apt-get update", "apt-get install -y --no-install-recommends chromium fonts-dejavu-core",  # no -qq: its progress
        "npm install --prefix .cache/axe --no-audit --no-fund --no-save axe-core@4.14.1",  # no --silent
        "python -m pytest -n auto -x"]
    again = course(tmp_path, "test")
    assert (again.returncode, again.stderr) == (0, "") and len(logged(tmp_path)) == 5


def test_a_user_who_is_not_root_is_told_the_command_and_the_other_tests_run(tmp_path):
    "Assert without root `./course test` installs nothing, gives the sudo command, and runs the tests, pytest naming each skip's reason."
    checkout(tmp_path)
    installers(tmp_path, root=False)
    (tmp_path / AXE).mkdir(parents=True)  # axe-core is there: only chromium is missing
    (tmp_path / AXE / "axe.min.js").touch()
    (tmp_path / AXE / "package.json").write_text('"version": "4.14.1"')
    run = course(tmp_path, "test")
    assert run.returncode == 0, run.stderr
    assert run.stderr.splitlines()[1:] == [
        "tools/setup-browser: install Debian's chromium as root, once: sudo apt-get install --no-install-recommends"
        " chromium fonts-dejavu-core",
        "course: testing without the browser checks (pytest skips them: its summary says why); the rest runs"]
    assert logged(tmp_path) == ["python -m pytest -n auto -rs"]


def test_in_ci_or_for_screenshots_a_missing_browser_stops_the_command(tmp_path):
    "Assert where the browser must be there (CI's tests, the screenshots) a browser that cannot be installed stops `./course` before it runs anything."
    checkout(tmp_path)
    installers(tmp_path, root=False)
    for run in (course(tmp_path, "test", ci=True), course(tmp_path, "shots")):
        assert run.returncode == 1 and "sudo apt-get install" in run.stderr
    assert [line for line in logged(tmp_path) if line.startswith("python")] == []


def test_a_machine_without_apt_get_or_npm_is_told_what_to_install(tmp_path):
    "Assert a machine with neither apt-get nor npm gets what to install and how to name its own chromium, never 'command not found', and the tests run."
    checkout(tmp_path)
    installers(tmp_path)
    for name in ("apt-get", "npm"):
        (tmp_path / "bin" / name).unlink()
    run = course(tmp_path, "test", path=without("apt-get", "npm", folder=tmp_path))
    assert run.returncode == 0, run.stderr
    said = run.stderr.splitlines()
    assert said[1] == ("tools/setup-browser: this machine has no apt-get: install chromium and the DejaVu fonts with its"
                       " own package manager, then name it if it is not /usr/bin/chromium:"
                       " CHROMIUM=/path/to/chromium ./course test")
    assert said[2] == ("tools/setup-axe: the browser tests check each page with axe-core 4.14.1, from the npm registry,"
                       " and npm is missing: install it (Debian: apt-get install npm), then run again; or by hand:"
                       " npm install --prefix .cache/axe axe-core@4.14.1")
    assert "command not found" not in run.stderr and logged(tmp_path) == ["python -m pytest -n auto -rs"]


def test_a_build_says_where_the_site_is(tmp_path):
    "Assert `./course build` ends by saying that site/ holds the new build, and which."
    checkout(tmp_path)
    stand_in(tmp_path / ".venv" / "bin" / "mkdocs", 'mkdir -p "$4" && echo "<p>built</p>" > "$4/index.html"\n')
    run = course(tmp_path, "build")
    assert run.returncode == 0, run.stderr
    assert run.stdout == f"course: the site is in site/ (a link to {os.readlink(tmp_path / 'site')})\n"
    assert (tmp_path / "site" / "index.html").read_text() == "<p>built</p>\n"


def serving(folder: Path) -> Path:
    """A checkout whose Python is this one (to check the address) and whose mkdocs logs what it is asked."""
    checkout(folder)
    shutil.copy(ROOT / "tools" / "serve_address.py", folder / "tools")
    (folder / ".venv" / "bin" / "python").unlink()
    (folder / ".venv" / "bin" / "python").symlink_to(sys.executable)
    (folder / "mkdocs.yml").write_text("site_name: copy\n")
    stand_in(folder / ".venv" / "bin" / "mkdocs", f'echo "mkdocs $*" >> "{folder}/log"\n')
    return folder


def test_an_address_in_use_is_said_before_the_site_is_built(tmp_path):
    "Assert `./course serve` on an address in use stops at once, naming it and another to try, where mkdocs would build the whole site first and then fail with a traceback; a free one is served."
    serving(tmp_path)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        run = course(tmp_path, "serve", "-a", f"127.0.0.1:{port}")
        assert (run.returncode, run.stdout) == (1, "")
        assert run.stderr == (f"course: cannot serve on 127.0.0.1:{port}: Address already in use (another ./course "
                              f"serve?); name another address: ./course serve -a 127.0.0.1:{port + 1}\n")
        assert logged(tmp_path) == []
    run = course(tmp_path, "serve", f"--dev-addr=127.0.0.1:{port}")
    assert run.returncode == 0, run.stderr
    assert logged(tmp_path) == [f"mkdocs serve --livereload --dev-addr=127.0.0.1:{port}"]


def test_the_address_is_the_arguments_then_the_configurations_then_mkdocs_default(tmp_path):
    "Assert the address checked is the one mkdocs serve takes: -a or --dev-addr in any spelling, else mkdocs.yml's dev_addr, else 127.0.0.1:8000."
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        from serve_address import address
    finally:
        sys.path.remove(str(ROOT / "tools"))
    config = tmp_path / "mkdocs.yml"
    assert address([], config) == "127.0.0.1:8000"
    config.write_text("site_name: copy\ndev_addr: '0.0.0.0:8100'  # every interface\n")
    assert address(["--strict"], config) == "0.0.0.0:8100"
    for args in (["-a", "localhost:9000"], ["-alocalhost:9000"], ["--dev-addr", "localhost:9000"],
                 ["--dev-addr=localhost:9000"], ["--strict", "-a", "localhost:9000", "--no-livereload"]):
        assert address(args, config) == "localhost:9000", args

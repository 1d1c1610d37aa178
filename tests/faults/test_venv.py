"""`./course` in a copy of the project never installs the copy into another checkout's environment.

A copy whose `.venv` links to the project's (or whose `.venv/bin/python` is another environment's)
would otherwise reinstall the editable package from the copy there, and every build and test of the
project would then run the copy's engine. Each case's Python is a stand-in that logs what it is asked
and installs nothing, so a guard that failed would still touch no real environment.
"""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from fault_site import ROOT

PIP = "-m pip install --disable-pip-version-check -e .[test]"


def stand_in_python(venv: Path, prefix: Path, log: Path) -> None:
    """A `.venv` whose python logs its arguments, says `prefix` is its environment, and does nothing else."""
    (venv / "bin").mkdir(parents=True)
    python = venv / "bin" / "python"
    python.write_text(f'#!/bin/sh\necho "$*" >> "{log}"\nif [ "$1" = -c ]; then echo "{prefix}"; fi\n')
    python.chmod(0o755)
    (venv / ".installed").touch()


def checkout(folder: Path) -> Path:
    """The course script and a pyproject.toml newer than any environment's stamp: `./course` wants to install."""
    folder.mkdir()
    shutil.copy(ROOT / "course", folder / "course")
    (folder / "pyproject.toml").write_text("[project]\nname = 'copy'\n")
    later = (folder / "pyproject.toml").stat().st_mtime + 10
    os.utime(folder / "pyproject.toml", (later, later))
    return folder


def course(folder: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(folder / "course"), *args], cwd=folder, capture_output=True, text=True, timeout=60)


def test_a_copy_whose_venv_links_to_another_checkouts_is_refused(tmp_path):
    "Assert `./course build` in a copy whose .venv is a link to another checkout's stops at once, naming it, and runs nothing there."
    log, other = tmp_path / "python.log", tmp_path / "project" / ".venv"
    stand_in_python(other, other, log)
    copy = checkout(tmp_path / "copy")
    (copy / ".venv").symlink_to(other)
    run = course(copy, "build")
    assert run.returncode == 1 and run.stdout == ""
    assert run.stderr.startswith(f"course: .venv is a link to {other}, not an environment of this checkout's own "
                                 f"({copy.resolve()}/.venv). Installing this checkout into it would make")
    assert not log.exists() and not (copy / ".site-builds").exists()


def test_a_venv_whose_python_is_another_environments_is_not_installed_into(tmp_path):
    "Assert `./course` will not install into a .venv whose Python belongs to another environment: it asks, then refuses."
    log, elsewhere = tmp_path / "python.log", tmp_path / "project" / ".venv"
    copy = checkout(tmp_path / "copy")
    stand_in_python(copy / ".venv", elsewhere, log)
    os.utime(copy / ".venv" / ".installed", (0, 0))
    run = course(copy, "test")
    assert run.returncode == 1
    assert run.stderr.startswith(f"course: .venv is {elsewhere}'s Python, not an environment of this checkout's own")
    assert log.read_text().splitlines() == ["-c import sys; print(sys.prefix)"]


def test_an_environment_of_its_own_holding_another_checkout_is_installed_again(tmp_path):
    "Assert `./course` installs its own .venv again when the editable package there maps the engine to another checkout's."
    log = tmp_path / "python.log"
    copy = checkout(tmp_path / "copy")
    own = copy.resolve() / ".venv"
    stand_in_python(copy / ".venv", own, log)
    site_packages = copy / ".venv" / "lib" / "python3.11" / "site-packages"
    site_packages.mkdir(parents=True)
    (site_packages / "__editable___ga_ai_0_1_finder.py").write_text(
        f"MAPPING: dict[str, str] = {{'engine': '{tmp_path}/project/engine', 'macros': '{tmp_path}/project/macros'}}\n")
    (copy / ".venv" / ".installed").touch()
    os.utime(copy / "pyproject.toml", (0, 0))  # nothing else asks for an install
    course(copy, "bench")
    assert log.read_text().splitlines() == ["-c import sys; print(sys.prefix)", PIP, "-m bench"]


def system_python(folder: Path, log: Path, version: str = "3.11.7", venv_fails: bool = False) -> Path:
    """A stand-in for the machine's python3: it says `version`, and `-m venv DIR` makes a stand-in environment there
    (then fails, if `venv_fails`, as Debian's Python without python3-venv does) whose pip says it installed."""
    made = folder / "venv-python"  # the environment's python: its prefix is its folder's parent; pip says it installed
    made.write_text(f'#!/bin/sh\necho "$*" >> "{log}"\nif [ "$1" = -c ]; then cd "$(dirname "$0")/.." && pwd -P; fi\n'
                    'if [ "$1 $2" = "-m pip" ]; then echo "Successfully installed ga-ai-course-0.1.0"; fi\n')
    made.chmod(0o755)
    old = tuple(int(n) for n in version.split(".")[:2]) < (3, 11)
    python = folder / "python3"
    python.write_text(f"""#!/bin/sh
echo "python3 $*" >> "{log}"
case "$1" in
  -c) exit {int(old)} ;;
  --version) echo "Python {version}" ;;
  -m) mkdir -p "$3/bin" && cp "{made}" "$3/bin/python" && exit {int(venv_fails)} ;;
esac
""")
    python.chmod(0o755)
    return python


def test_a_first_setup_says_what_it_installs_and_shows_pips_progress(tmp_path):
    "Assert the first `./course` in a checkout says it makes .venv and what it installs there, with the command by hand, before pip runs and shows its output."
    log = tmp_path / "python.log"
    copy = checkout(tmp_path / "copy")
    python = system_python(tmp_path, log)
    run = subprocess.run([str(copy / "course"), "bench"], cwd=copy, capture_output=True, text=True, timeout=60,
                         env={**os.environ, "PYTHON": str(python)})
    assert run.returncode == 0, run.stderr
    said = run.stderr.splitlines()
    assert said[0] == f"course: making .venv/, the project's own Python environment, with {python} (Python 3.11.7)"
    assert said[1].startswith("course: installing the project into .venv/ with what it needs (mkdocs")
    assert said[1].endswith("the first time; by hand: .venv/bin/python -m pip install -e '.[test]'")
    assert said[2:] == ["Successfully installed ga-ai-course-0.1.0"]  # pip's own words, after ours
    assert log.read_text().splitlines() == [f"python3 {a}" for a in ("--version", "-c import sys; sys.exit(sys.version_info < (3, 11))", "-m venv .venv")] + [
        "-c import sys; print(sys.prefix)", PIP, "-m bench"]
    assert (copy / ".venv" / ".installed").exists()


def test_a_python_older_than_3_11_is_named_before_anything_is_made(tmp_path):
    "Assert `./course` with a Python older than 3.11 stops at once, naming it and how to name another, and makes no .venv."
    copy = checkout(tmp_path / "copy")
    python = system_python(tmp_path, tmp_path / "python.log", version="3.9.2")
    run = subprocess.run([str(copy / "course"), "serve"], cwd=copy, capture_output=True, text=True, timeout=60,
                         env={**os.environ, "PYTHON": str(python)})
    assert (run.returncode, run.stdout) == (1, "")
    assert run.stderr == (f"course: the project needs Python 3.11 or newer, and {python} is Python 3.9.2; "
                          "name another: PYTHON=python3.12 ./course serve\n")
    missing = tmp_path / "nowhere" / "python3"
    run = subprocess.run([str(copy / "course"), "build"], cwd=copy, capture_output=True, text=True, timeout=60,
                         env={**os.environ, "PYTHON": str(missing)})
    assert run.returncode == 1 and f"and {missing} is not found; name another" in run.stderr
    assert not (copy / ".venv").exists()


def test_a_venv_half_made_is_removed_so_the_next_run_makes_it_again(tmp_path):
    "Assert a Python that fails to make .venv (Debian's without python3-venv) leaves none behind, and the message says what to install."
    log = tmp_path / "python.log"
    copy = checkout(tmp_path / "copy")
    python = system_python(tmp_path, log, venv_fails=True)
    run = subprocess.run([str(copy / "course"), "build"], cwd=copy, capture_output=True, text=True, timeout=60,
                         env={**os.environ, "PYTHON": str(python)})
    assert run.returncode == 1
    assert run.stderr.splitlines()[-1] == f"course: {python} could not make .venv/ (on Debian or Ubuntu: apt-get install python3-venv)"
    assert not (copy / ".venv").exists() and "pip" not in log.read_text()

"""Damaged data files, in a copy of the engine: each fails with the file's path and line, never as a wrong figure.

Each case damages one quoted file (`engine/ga/*/data/*`) and asks a lesson that reads it with
`python -m engine LESSON`; the cases run side by side, each in its own copy.
"""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from fault_site import ROOT, cut_short, old_format

SEAL_AGAIN = "restore it, or if the change is meant, seal it again: `python -m engine.ga.datafile seal {path}`"


@dataclass(frozen=True)
class Damage:
    """A data file, what is done to it, the lesson that reads it, and the message: a function of the damaged text."""

    path: str
    damage: object  # old text -> new text
    lesson: str
    said: object  # damaged text -> the message after "engine: "


def seal_line(text: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if line.startswith("# Seal:"))


def rows(text: str) -> list[tuple[int, str]]:
    return [(n, line) for n, line in enumerate(text.splitlines(), 1) if line.strip() and not line.startswith("#")]


def row_of(text: str, snippet: str) -> tuple[int, int]:
    """(line, row number) of the first row that holds `snippet`."""
    return next((line, n) for n, (line, row) in enumerate(rows(text), 1) if snippet in row)


PROMPTS, INTENTS = "engine/ga/routing/data/example_prompts.tsv", "engine/ga/routing/data/intents.tsv"
SLOTS, CORPUS = "engine/ga/optick/data/modal_slots.tsv", "engine/ga/routing/data/corpus_prompts.tsv"
DAMAGES = {
    "cut 150 bytes short": Damage(
        PROMPTS, cut_short, "l25",
        lambda t: f"l25 hints_per_phrasing at pin: {PROMPTS}:{len(t.splitlines())}: 418 rows where its seal "
                  f"(line {seal_line(t)}) says 420 and its last line has no line end: the file is cut short or rows "
                  f"were removed; {SEAL_AGAIN.format(path=PROMPTS)}"),
    "an intent id edited": Damage(
        INTENTS, lambda t: t.replace("\tTranspose\t", "\tTranspoze\t"), "l25",
        lambda t: f"l25 hints_per_phrasing at pin: {INTENTS}:{row_of(t, 'Transpoze')[0]}: this row differs from the one "
                  f"sealed (row {row_of(t, 'Transpoze')[1]} of {len(rows(t))}); {SEAL_AGAIN.format(path=INTENTS)}"),
    "a row removed": Damage(
        PROMPTS, lambda t: t.replace(rows(t)[9][1] + "\n", "", 1), "l25",
        lambda t: f"l25 hints_per_phrasing at pin: {PROMPTS}:{rows(t)[9][0]}: 419 rows where its seal (line "
                  f"{seal_line(t)}) says 420: the file is cut short or rows were removed; 1 sealed row missing "
                  f"before this one; {SEAL_AGAIN.format(path=PROMPTS)}"),
    "an edit of a file sealed in the old format": Damage(
        INTENTS, lambda t: old_format(t).replace("\tTranspose\t", "\tTranspoze\t"), "l25",
        lambda t: f"l25 hints_per_phrasing at pin: {INTENTS}:{seal_line(t)}: the rows differ from those sealed (sha256 "
                  f"{re.search(r'sha256 ([0-9a-f]{12})', t).group(1)}…): a row was edited (sealed before its rows' hashes "
                  f"were, so the row is not named); {SEAL_AGAIN.format(path=INTENTS)}"),
    "every row removed": Damage(
        SLOTS, lambda t: "".join(line for line in t.splitlines(True) if line.startswith("#")), "l21",
        lambda t: f"l21 model at pin: {SLOTS}:{len(t.splitlines())}: 0 rows where its seal (line {seal_line(t)}) "
                  f"says 33: the file is cut short or rows were removed; {SEAL_AGAIN.format(path=SLOTS)}"),
    "never sealed": Damage(
        CORPUS, lambda t: "".join(line for line in t.splitlines(True) if not line.startswith("# Seal:")), "l25",
        lambda t: f"l25 hints_per_phrasing at pin: {CORPUS}:1: not sealed: once its rows are checked against GA, "
                  f"seal it with `python -m engine.ga.datafile seal {CORPUS}`"),
    "a row of the wrong shape": Damage(
        CORPUS, lambda t: re.sub(r"(?m)^([^#\n][^\t\n]*)\t", r"\1 ", t, count=1), "l25",
        lambda t: f"l25 hints_per_phrasing at pin: {CORPUS}:{first_row(t)}: expected 2 tab-separated fields, got 1: "
                  f"{t.splitlines()[first_row(t) - 1][:60]!r}"),
}


def first_row(text: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if line.strip() and not line.startswith("#"))


def engine_copy(folder: Path) -> Path:
    shutil.copytree(ROOT / "engine", folder / "engine", ignore=shutil.ignore_patterns("__pycache__"))
    return folder


def run(folder: Path, *args: str) -> subprocess.Popen:
    """`python -m ARGS` with the engine copy in `folder` first on the path."""
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(folder), "ENGINE_CACHE": "off", "PYTHONDONTWRITEBYTECODE": "1"}
    return subprocess.Popen([sys.executable, "-m", *args], cwd=folder, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


@pytest.fixture(scope="module")
def damaged(tmp_path_factory):
    """Each damage's (exit code, stderr, damaged text), from lessons run side by side."""
    started = {}
    for name, damage in DAMAGES.items():
        folder = engine_copy(tmp_path_factory.mktemp("data"))
        path = folder / damage.path
        path.write_bytes(damage.damage(path.read_text(encoding="utf-8")).encode("utf-8"))
        started[name] = (run(folder, "engine", damage.lesson), path.read_text(encoding="utf-8"))
    results = {}
    for name, (process, text) in started.items():
        _, stderr = process.communicate(timeout=300)
        results[name] = (process.returncode, stderr, text)
    return results


@pytest.mark.parametrize("name", DAMAGES)
def test_a_damaged_data_file_fails_with_its_path_and_line(damaged, name):
    "Assert the lesson that reads a damaged data file fails (exit 2) with one line naming the file, the line and the fix."
    code, stderr, text = damaged[name]
    assert code == 2
    assert stderr == f"engine: {DAMAGES[name].said(text)}\n"


def datafile(folder: Path, *args: str) -> subprocess.CompletedProcess:
    """`python -m engine.ga.datafile ARGS` on the engine copy in `folder`."""
    process = run(folder, "engine.ga.datafile", *args)
    stdout, stderr = process.communicate(timeout=60)
    return subprocess.CompletedProcess(process.args, process.returncode, stdout, stderr)


def test_a_new_file_fails_until_sealed_and_sealing_checks_its_header(tmp_path):
    "Assert a new data file fails naming the seal command, one without GA's notice cannot be sealed, a sealed one passes."
    folder, name = engine_copy(tmp_path), "engine/ga/routing/data/new.yml"
    new = folder / name
    new.write_text("# Source: GuitarAlchemist/ga at c781df5c, x.yml\n# Format: a YAML list.\n- a\n- b\n", encoding="utf-8")
    check = datafile(folder, "check", name)
    assert (check.returncode, check.stderr) == (1, f"{name}:1: not sealed: once its rows are checked against GA, "
                                                   f"seal it with `python -m engine.ga.datafile seal {name}`\n")
    seal = datafile(folder, "seal", name)
    assert (seal.returncode, seal.stderr) == (1, f"{name}:1: the header lacks GA's MIT notice; see CONTRIBUTING.md §1\n")
    new.write_text(new.read_text().replace("# Format:", "# Copyright (c) GuitarAlchemist contributors, MIT License\n# Format:"))
    assert datafile(folder, "seal", name).returncode == 0 and datafile(folder, "check", name).returncode == 0
    assert "# Seal: 2 rows, sha256 " in new.read_text()

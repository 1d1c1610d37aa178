"""The lessons' probes, by name: each is a short list of questions asked of GA's model.

A lesson module has `TITLE`, `model(at)` (GA's model at the pin or on main) and `QUESTIONS`,
functions of that model that each return a `Table`. A question's name is its table's name. A
lesson the course runs at the pin only says so with `REVISIONS = ("pin",)`.
"""
from __future__ import annotations

import ast
import importlib
import importlib.util
import re
import sys
from functools import lru_cache
from dataclasses import replace
from pathlib import Path
from types import ModuleType

from ..errors import DataError, ProbeError, UnknownName
from ..table import Phrase, Report, Table, phrase

LESSONS = {lesson: f"engine.lessons.{lesson}" for lesson in (  # in the course's order
    "l1",
    "l2",
    "l3",
    "l4",
    "l5",
    "l6",
    "l7",
    "l8",
    "l9",
    "l10",
    "l11",
    "l12",
    "l13",
    "l14",
    "l15",
    "l16",
    "l17",
    "l18",
    "l19",
    "l20",
    "l21",
    "l22",
    "l23",
    "l24",
    "l25",
    "l26",
    "l27",
    "l28",
)}
REVISIONS = ("pin", "main")
HEADINGS = {"pin": "# {lesson}", "main": "# {lesson}, GA's main"}
SAID_AT = {"pin": "at the pin", "main": "on main"}  # how a table's title says which GA it asked


def said_at(at: str) -> Phrase:
    """"at the pin" or "on main", for a table's title (a phrase: each language's catalog translates it)."""
    return phrase(SAID_AT[at])


def lesson_module(lesson: str) -> ModuleType:
    if lesson not in LESSONS:
        raise UnknownName("lesson", lesson, list(LESSONS))
    return importlib.import_module(LESSONS[lesson])


def revisions(lesson: str) -> tuple[str, ...]:
    """The revisions of GA the course runs `lesson` at: the pin, and main where it has an output.

    Read from the module's source while it is not imported: a build asks this of every lesson,
    and its reports come from the cache or the workers, so it need not import the lessons (and
    numpy) at all.
    """
    if lesson not in LESSONS:
        raise UnknownName("lesson", lesson, list(LESSONS))
    module = sys.modules.get(LESSONS[lesson])
    declared = declared_revisions(LESSONS[lesson]) if module is None else None
    if declared is not None:
        return declared
    return tuple(getattr(module or lesson_module(lesson), "REVISIONS", REVISIONS))


def declared_revisions(module: str) -> tuple[str, ...] | None:
    """A module's `REVISIONS = (...)` as written at its top level, the default if it has none,
    or None when only importing it can tell (the name bound another way)."""
    spec = importlib.util.find_spec(module)
    if spec is None or not spec.origin or not spec.origin.endswith(".py"):
        return None
    return _declared(spec.origin, Path(spec.origin).stat().st_mtime_ns)


# `REVISIONS = ("pin", "main")` on a line of its own, at the top level
ONE_LINE = re.compile(r"^REVISIONS[ \t]*=[ \t]*(\([^()\n]*\)|\[[^\[\]\n]*\])[ \t]*(?:#[^\n]*)?$", re.MULTILINE)


@lru_cache(maxsize=None)
def _declared(path: str, mtime: int) -> tuple[str, ...] | None:
    source = Path(path).read_text(encoding="utf-8")
    # Most lessons name REVISIONS once, in a line of their own, or not at all: read without parsing
    # the module (a build asks every lesson, before any page can be rendered).
    if "import *" not in source:
        named = len(re.findall(r"\bREVISIONS\b", source))
        if named == 0:
            return REVISIONS
        if named == 1 and (line := ONE_LINE.search(source)):
            try:
                return tuple(ast.literal_eval(line.group(1)))
            except ValueError:
                return None
    found = REVISIONS
    for node in ast.parse(source, filename=path).body:
        bound = _bound_names(node)
        if "REVISIONS" not in bound:
            continue
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)):
            return None
        try:
            found = tuple(ast.literal_eval(node.value))
        except ValueError:
            return None
    return found


def _bound_names(node: ast.stmt) -> set[str]:
    """The names a top-level statement binds (those that could be REVISIONS)."""
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        names = {(a.asname or a.name).split(".")[0] for a in node.names}
        return names | {"REVISIONS"} if "*" in names else names  # a star import may bind it
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return {node.name}
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}


def check_revision(at: str, lesson: str | None = None) -> None:
    known = revisions(lesson) if lesson else REVISIONS
    if at not in known:
        raise UnknownName("revision", at, list(known), lesson or "")


def table_names(lesson: str) -> list[str]:
    """The tables a page of `lesson` can ask for, in the lesson's order."""
    return [q.__name__ for q in lesson_module(lesson).QUESTIONS]


def run_lesson(lesson: str, at: str = "pin") -> Report:
    """Ask every question of `lesson` of GA's model at `at` (no cache).

    A question that raises is kept in the report as its error: the other questions' tables stay.
    """
    check_revision(at, lesson)
    module = lesson_module(lesson)
    ga = asked(lesson, at, "model", module.model, at)
    tables, failed = [], {}
    for question in module.QUESTIONS:
        try:
            tables.append(replace(asked(lesson, at, question.__name__, question, ga), name=question.__name__))
        except ProbeError as error:
            failed[question.__name__] = error
    return Report(lesson, at, HEADINGS[at].format(lesson=lesson), tuple(tables), failed)


def asked(lesson: str, at: str, question: str, function, argument) -> Table:
    """A question's answer; if it raises, an error that says which question and where in the engine."""
    try:
        return function(argument)
    except DataError as error:  # it names its file and line already
        raise ProbeError(f"{lesson} {question} at {at}: {error}") from error
    except Exception as error:
        raise ProbeError(f"{lesson} {question} at {at} raised {type(error).__name__}: {error} ({where(error)})") from error


def where(error: Exception) -> str:
    """The project's file and line the error came from: its innermost frame outside libraries."""
    import traceback  # here: only a failing question needs it, and a cached report imports this module

    root = Path(__file__).resolve().parents[2]
    frames = traceback.extract_tb(error.__traceback__)
    ours = [f for f in frames if is_ours(Path(f.filename).resolve(), root)] or frames
    path = Path(ours[-1].filename).resolve()
    return f"{path.relative_to(root) if is_ours(path, root) else path}:{ours[-1].lineno}"


def is_ours(path: Path, root: Path) -> bool:
    return path.is_relative_to(root) and not {".venv", "site-packages"} & set(path.parts)

"""The lessons' probes, by name: each is a short list of questions asked of GA's model.

A lesson module has `TITLE`, `model(at)` (GA's model at the pin or on main) and `QUESTIONS`,
functions of that model that each return a `Table`. A question's name is its table's name. A
lesson the course runs at the pin only says so with `REVISIONS = ("pin",)`.
"""
from __future__ import annotations

import importlib
import traceback
from dataclasses import replace
from pathlib import Path
from types import ModuleType

from ..errors import DataError, ProbeError, UnknownName
from ..table import Report, Table

LESSONS = {lesson: f"engine.lessons.{lesson}" for lesson in (  # in the course's order
    "l1",
    "l2",
    "l3",
    "l16",
    "l18",
    "l19",
    "l20",
    "l21",
    "l22",
    "l25",
)}
REVISIONS = ("pin", "main")
HEADINGS = {"pin": "# {lesson}", "main": "# {lesson}, GA's main"}


def lesson_module(lesson: str) -> ModuleType:
    if lesson not in LESSONS:
        raise UnknownName("lesson", lesson, list(LESSONS))
    return importlib.import_module(LESSONS[lesson])


def revisions(lesson: str) -> tuple[str, ...]:
    """The revisions of GA the course runs `lesson` at: the pin, and main where it has an output."""
    return tuple(getattr(lesson_module(lesson), "REVISIONS", REVISIONS))


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
    root = Path(__file__).resolve().parents[2]
    frames = traceback.extract_tb(error.__traceback__)
    ours = [f for f in frames if is_ours(Path(f.filename).resolve(), root)] or frames
    path = Path(ours[-1].filename).resolve()
    return f"{path.relative_to(root) if is_ours(path, root) else path}:{ours[-1].lineno}"


def is_ours(path: Path, root: Path) -> bool:
    return path.is_relative_to(root) and not {".venv", "site-packages"} & set(path.parts)

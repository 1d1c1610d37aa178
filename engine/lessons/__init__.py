"""The lessons' probes, by name: each is a short list of questions asked of GA's model.

A lesson module has `TITLE`, `model(at)` (GA's model at the pin or on main) and `QUESTIONS`,
functions of that model that each return a `Table`. A question's name is its table's name.
"""
from __future__ import annotations

import importlib
from dataclasses import replace
from types import ModuleType

from ..errors import UnknownName
from ..table import Report

LESSONS = {"l19": "engine.lessons.l19", "l21": "engine.lessons.l21", "l25": "engine.lessons.l25"}
REVISIONS = ("pin", "main")
HEADINGS = {"pin": "# {lesson}", "main": "# {lesson}, GA's main"}


def lesson_module(lesson: str) -> ModuleType:
    if lesson not in LESSONS:
        raise UnknownName("lesson", lesson, list(LESSONS))
    return importlib.import_module(LESSONS[lesson])


def check_revision(at: str) -> None:
    if at not in REVISIONS:
        raise UnknownName("revision", at, list(REVISIONS))


def table_names(lesson: str) -> list[str]:
    """The tables a page of `lesson` can ask for, in the lesson's order."""
    return [q.__name__ for q in lesson_module(lesson).QUESTIONS]


def run_lesson(lesson: str, at: str = "pin") -> Report:
    """Ask every question of `lesson` of GA's model at `at` (no cache)."""
    check_revision(at)
    module = lesson_module(lesson)
    ga = module.model(at)
    tables = tuple(replace(q(ga), name=q.__name__) for q in module.QUESTIONS)
    return Report(lesson, at, HEADINGS[at].format(lesson=lesson), tables)

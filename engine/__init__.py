"""A Python model of the parts of GuitarAlchemist/ga that the "GA's AI" course runs.

The public surface, used by the CLI, the site's plugin and the tests.
"""
import importlib

from .cache import computed, lesson_report, report_key, source_files, source_key
from .errors import DataError, EngineError, ProbeError, UnknownName
from .lessons import LESSONS, REVISIONS, revisions, run_lesson, table_names
from .report import format_number, format_printed, render_report, render_table
from .report.numbers import number_spellings
from .table import Column, Grid, Report, Table, grid
from .workers import Workers

__all__ = [
    "LESSONS", "REVISIONS", "Column", "ask_chatbot", "computed", "DataError", "embed_voicing", "EngineError", "Grid", "ProbeError",
    "Report", "search_voicings", "Table", "UnknownName", "format_number", "format_printed", "grid", "lesson_report", "number_spellings",
    "render_report", "render_table", "report_key", "revisions", "run_lesson", "source_files", "source_key", "table_names",
    "Workers", "draw_picture",
]
# In `ask`, loaded on first use: they need numpy, which a cached build does not, and by name, so
# that no lesson's cache key depends on them (`cache.dependencies` follows import statements).
ASKING = ("ask_chatbot", "embed_voicing", "search_voicings")


def __getattr__(name: str):
    if name in ASKING:
        return getattr(importlib.import_module(f"{__name__}.ask"), name)
    if name == "draw_picture":  # the drawings import the music modules, which a cached build never needs otherwise
        return importlib.import_module(f"{__name__}.pictures.drawings").draw
    raise AttributeError(f"module 'engine' has no attribute {name!r}")

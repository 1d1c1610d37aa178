"""A Python model of the parts of GuitarAlchemist/ga that the "GA's AI" course runs.

The public surface, used by the CLI, the site's plugin and the tests.
"""
import importlib
import os

from .cache import computed, lesson_report, report_key, source_files, source_key
from .errors import DataError, EngineError, ProbeError, UnknownName
from .lessons import LESSONS, REVISIONS, revisions, run_lesson, table_names
from .table import Column, Grid, Report, Table, grid

# numpy's BLAS on one thread, set before anything imports numpy (none of the modules above does; a
# value the user set is kept): the engine's products are small (at most 1,544 queries by 124
# dimensions by 15,360 voicings), and OpenBLAS's thread per core made them slower on this machine's
# two shared cores, besides starting its threads in every process that imports numpy: lessons cold
# took 0.1-0.3 s more CPU and wall. The workers are started so too (`workers.one_thread_each`).
for _variable in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_variable, "1")

__all__ = [
    "LESSONS", "REVISIONS", "Column", "ask_chatbot", "computed", "DataError", "embed_voicing", "EngineError", "Grid", "ProbeError",
    "Report", "search_voicings", "Table", "UnknownName", "format_number", "format_printed", "grid", "lesson_report", "number_spellings",
    "render_report", "render_table", "report_key", "revisions", "run_lesson", "source_files", "source_key", "table_names",
    "Workers", "draw_picture", "panel_report", "panel_strings",
]
# In `ask`, loaded on first use: they need numpy, which a cached build does not, and by name, so
# that no lesson's cache key depends on them (`cache.dependencies` follows import statements).
ASKING = ("ask_chatbot", "embed_voicing", "search_voicings")
# A lesson's "Try another" panels (`panels.py`): by name too, since they import the chatbot host.
PANELS = ("panel_report", "panel_strings")


# Loaded on first use too: a process that takes one report from the cache renders nothing and starts no
# worker (the rendering, the workers' subprocess and threads were a fifth of its time). Import statements,
# so that every lesson's cache key still follows them.
RENDERING = ("format_number", "format_printed", "render_report", "render_table")


def __getattr__(name: str):
    if name in RENDERING:
        from . import report
        return getattr(report, name)
    if name == "number_spellings":
        from .report.numbers import number_spellings
        return number_spellings
    if name == "Workers":
        from .workers import Workers
        return Workers
    if name in ASKING:
        return getattr(importlib.import_module(f"{__name__}.ask"), name)
    if name in PANELS:
        return getattr(importlib.import_module(f"{__name__}.panels"), name)
    if name == "draw_picture":  # the drawings import the music modules, which a cached build never needs otherwise
        return importlib.import_module(f"{__name__}.pictures.drawings").draw
    raise AttributeError(f"module 'engine' has no attribute {name!r}")

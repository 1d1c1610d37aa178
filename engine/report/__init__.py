"""Tables into text: the course program's output, page markup and numbers per language."""
from .numbers import format_number
from .text import render_report, render_table

__all__ = ["format_number", "render_report", "render_table"]

"""Tables into text and HTML: the course program's output, a reader's table, numbers per language."""
from .html import program_output_html, render_html
from .numbers import format_number, format_printed
from .strings import table_strings
from .text import render_report, render_table
from .voice import Reader

__all__ = ["Reader", "format_number", "format_printed", "program_output_html", "render_html", "render_report", "render_table", "table_strings"]

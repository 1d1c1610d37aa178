"""Finding directives outside code and splicing what they stand for."""
import pytest

from macros.directives import directives, substitute


def test_directives_outside_code_only():
    "Assert directives in fenced blocks and inline code are left out, with the lines of the others."
    page = 'a {{ value("x.y") }}\n```csharp\nvar s = $"{{x}}";\n```\n`{{ no }}` {{ table("t") }}\n'
    assert [(d.expression, d.line) for d in directives(page)] == [('value("x.y")', 1), ('table("t")', 5)]


def test_tilde_fences_and_longer_fences():
    "Assert a fence closes only on the same character, at least as long."
    page = "~~~~\n```\n{{ a }}\n~~~~\n{{ b }}\n"
    assert [d.expression for d in directives(page)] == ["b"]


def test_substitute_keeps_code_and_indents_blocks_in_list_items():
    "Assert a block spliced in a list item is indented like the item, and code is untouched."
    page = "1. Item\n\n    {{ t }}\n\n```\n{{ t }}\n```\n"
    out = substitute(page, lambda d: "```text\nrow\n```")
    assert out == "1. Item\n\n    ```text\n    row\n    ```\n\n```\n{{ t }}\n```\n"


def test_a_number_starting_a_line_does_not_start_a_list():
    "Assert a figure at the start of a line, before a full stop, is not read as an ordered-list marker."
    assert substitute("the last of its\n{{ n }}. Then\n", lambda d: "15") == "the last of its\n15\\. Then\n"
    assert substitute("{{ n }} voicings.\n", lambda d: "15") == "15 voicings.\n"


def test_a_directive_may_run_over_lines_of_a_paragraph():
    "Assert a directive split over two lines is one directive, at the line it starts on."
    page = 'One\n{{ claim(value("a.b") ==\n   value("a.c")) }} and {{ value("a.d") }}\n'
    assert [(d.expression, d.line) for d in directives(page)] == [
        ('claim(value("a.b") ==\n   value("a.c"))', 2), ('value("a.d")', 3)]


@pytest.mark.parametrize("page, problem", [
    ('a {{ value("x.y") b\n\nc {{ value("x.z") }}\n',
     'directive not closed: {{ value("x.y") b needs }} before the end of the paragraph'),
    ('a {{ value("x.y") b {{ value("x.z") }}\n', 'directive not closed: {{ value("x.y") b needs }} before the next directive'),
    ('a {{ value("x.y") `}}`\n', 'directive not closed: {{ value("x.y") needs }} before code'),
    ("{% if x %}a{% endif %}\n", "{% if %} is a Jinja statement, which pages do not run: a page takes directives, "
     "{{ table(...) }}, {{ value(...) }}, {{ claim(...) }}...; to show it as text, put it in `code`"),
])
def test_what_opens_a_directive_and_is_not_one_is_a_problem_where_it_stands(page, problem):
    "Assert an unclosed directive or a Jinja statement is found at its line with what is wrong."
    assert [(d.line, d.problem) for d in directives(page)][0] == (1, problem)


@pytest.mark.parametrize("page", [
    "Prose.\n\n    {{ indented }}\n",
    "Inline <code>{{ x }}</code> code.\n",
    "<pre class='x'>\n{{ x }}\n</pre>\n",
    "- item\n\n        {{ code_in_a_list_item }}\n",
])
def test_indented_blocks_and_html_code_are_code(page):
    "Assert indented code blocks and HTML code and pre elements hold no directive."
    assert directives(page) == []


@pytest.mark.parametrize("page", [
    "1. Item\n\n    {{ t }}\n",
    '??? note "How"\n    {{ t }}\n',
    "!!! warning\n\n    {{ t }}\n",
    "Para\n    {{ t }}\n",
])
def test_indented_content_of_lists_and_admonitions_is_prose(page):
    "Assert content indented under a list item or an admonition, or a paragraph's continuation, is prose."
    assert [d.expression for d in directives(page)] == ["t"]


@pytest.mark.parametrize("page, shown", [
    ("The index {# check it #}holds 15.\n", "The index holds 15.\n"),
    ("One.\n\n{# a passage\n\nset aside {{ value('x.y') }} #}\n\nTwo.\n", "One.\n\n\nTwo.\n"),
    ("## A heading {#its-id}\n\nCode `{# stays #}`.\n", "## A heading {#its-id}\n\nCode `{# stays #}`.\n"),
])
def test_an_authors_comment_is_dropped_and_an_attribute_list_kept(page, shown):
    "Assert `{# ... #}` outside code is dropped, over paragraphs too, with what it holds; `{#id}` and code stay."
    assert substitute(page, lambda d: "DIRECTIVE") == shown
    assert directives(page) == []


def test_a_comment_that_does_not_close_is_a_problem_and_hides_no_directive():
    "Assert an unclosed comment is reported where it opens, and a directive after a closed one is still found."
    page = 'a {# closed #} {{ value("x.y") }}\n\nb {# open\n'
    assert [(d.line, d.expression, d.problem) for d in directives(page)] == [
        (1, 'value("x.y")', ""), (3, "", "comment not closed: {# open needs #} before the end of the page")]

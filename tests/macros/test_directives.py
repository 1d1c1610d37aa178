"""Finding directives outside code and splicing what they stand for."""
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

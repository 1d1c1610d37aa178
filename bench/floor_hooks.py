"""mkdocs hooks of the static floor: what the plugin does for mkdocs itself, done for the floor too.

The floor is the site without the plugin. Without these hooks it would compile Material's templates
in every build that the site itself loads from `.cache/templates`, and run the last pass of the
garbage collector that the site's process skips at exit, and compile Pygments' C# lexer for every
code block (macros/lexers.py): the comparison would flatter the site.
"""
from mkdocs.plugins import event_priority

from macros import compiled_templates, lexers, process_exit


def on_startup(command, dirty):
    process_exit.skip_last_collection()
    lexers.compile_once()


@event_priority(-150)  # after static-i18n has added its extension, as the plugin's own on_env
def on_env(env, config, files):
    return compiled_templates.use(env)

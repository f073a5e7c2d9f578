#include "CResponderResources.h"

/* SwiftPM compiles C targets as gnu11, where clang takes #embed as an extension of the C23 it comes from. */
#pragma clang diagnostic ignored "-Wc23-extensions"

/* Paths are relative to this file. clang records each embedded file as a dependency, so editing one rebuilds. */

static const unsigned char openapi_yaml[] = {
#embed "../../openapi.yaml"
};
static const unsigned char playground_html[] = {
#embed "../ResponderService/Playground/playground.html"
};
static const unsigned char playground_css[] = {
#embed "../ResponderService/Playground/playground.css"
};

/* The playground's script: every ES module of Playground/ but words.js (which the service writes), by file name.
 * A new module is two lines here: its #embed and its row in playground_scripts. */
static const unsigned char script_playground[] = {
#embed "../ResponderService/Playground/playground.js"
};
static const unsigned char script_state[] = {
#embed "../ResponderService/Playground/state.js"
};
static const unsigned char script_language[] = {
#embed "../ResponderService/Playground/language.js"
};
static const unsigned char script_dom[] = {
#embed "../ResponderService/Playground/dom.js"
};
static const unsigned char script_events[] = {
#embed "../ResponderService/Playground/events.js"
};
static const unsigned char script_fragment[] = {
#embed "../ResponderService/Playground/fragment.js"
};
static const unsigned char script_lessons[] = {
#embed "../ResponderService/Playground/lessons.js"
};
static const unsigned char script_editor[] = {
#embed "../ResponderService/Playground/editor.js"
};
static const unsigned char script_problem[] = {
#embed "../ResponderService/Playground/problem.js"
};
static const unsigned char script_run[] = {
#embed "../ResponderService/Playground/run.js"
};
static const unsigned char script_answer[] = {
#embed "../ResponderService/Playground/answer.js"
};
static const unsigned char script_diagram[] = {
#embed "../ResponderService/Playground/diagram.js"
};
static const unsigned char script_marks[] = {
#embed "../ResponderService/Playground/marks.js"
};
static const unsigned char script_predict[] = {
#embed "../ResponderService/Playground/predict.js"
};
static const unsigned char script_finger[] = {
#embed "../ResponderService/Playground/finger.js"
};
static const unsigned char script_audit[] = {
#embed "../ResponderService/Playground/audit.js"
};
static const unsigned char script_import_dumps[] = {
#embed "../ResponderService/Playground/import-dumps.js"
};
static const unsigned char script_language_picker[] = {
#embed "../ResponderService/Playground/language-picker.js"
};
static const unsigned char script_json_text[] = {
#embed "../ResponderService/Playground/json-text.js"
};
static const unsigned char script_body_codec[] = {
#embed "../ResponderService/Playground/body-codec.js"
};

static const struct {
    const char *name;
    rl_resource resource;
} playground_scripts[] = {
    {"playground.js", {script_playground, sizeof script_playground}},
    {"state.js", {script_state, sizeof script_state}},
    {"language.js", {script_language, sizeof script_language}},
    {"dom.js", {script_dom, sizeof script_dom}},
    {"events.js", {script_events, sizeof script_events}},
    {"fragment.js", {script_fragment, sizeof script_fragment}},
    {"lessons.js", {script_lessons, sizeof script_lessons}},
    {"editor.js", {script_editor, sizeof script_editor}},
    {"problem.js", {script_problem, sizeof script_problem}},
    {"run.js", {script_run, sizeof script_run}},
    {"answer.js", {script_answer, sizeof script_answer}},
    {"diagram.js", {script_diagram, sizeof script_diagram}},
    {"marks.js", {script_marks, sizeof script_marks}},
    {"predict.js", {script_predict, sizeof script_predict}},
    {"finger.js", {script_finger, sizeof script_finger}},
    {"audit.js", {script_audit, sizeof script_audit}},
    {"import-dumps.js", {script_import_dumps, sizeof script_import_dumps}},
    {"language-picker.js", {script_language_picker, sizeof script_language_picker}},
    {"json-text.js", {script_json_text, sizeof script_json_text}},
    {"body-codec.js", {script_body_codec, sizeof script_body_codec}},
};

rl_resource rl_resource_openapi_yaml(void) { return (rl_resource){openapi_yaml, sizeof openapi_yaml}; }
rl_resource rl_resource_playground_html(void) { return (rl_resource){playground_html, sizeof playground_html}; }
rl_resource rl_resource_playground_css(void) { return (rl_resource){playground_css, sizeof playground_css}; }

unsigned long rl_playground_script_count(void) { return sizeof playground_scripts / sizeof playground_scripts[0]; }
const char *rl_playground_script_name(unsigned long index) { return playground_scripts[index].name; }
rl_resource rl_playground_script(unsigned long index) { return playground_scripts[index].resource; }

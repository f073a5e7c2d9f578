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
static const unsigned char playground_js[] = {
#embed "../ResponderService/Playground/playground.js"
};
static const unsigned char playground_json_text_js[] = {
#embed "../ResponderService/Playground/json-text.js"
};
static const unsigned char playground_body_codec_js[] = {
#embed "../ResponderService/Playground/body-codec.js"
};
static const unsigned char playground_css[] = {
#embed "../ResponderService/Playground/playground.css"
};

rl_resource rl_resource_openapi_yaml(void) { return (rl_resource){openapi_yaml, sizeof openapi_yaml}; }
rl_resource rl_resource_playground_html(void) { return (rl_resource){playground_html, sizeof playground_html}; }
rl_resource rl_resource_playground_js(void) { return (rl_resource){playground_js, sizeof playground_js}; }
rl_resource rl_resource_playground_json_text_js(void) {
    return (rl_resource){playground_json_text_js, sizeof playground_json_text_js};
}
rl_resource rl_resource_playground_body_codec_js(void) {
    return (rl_resource){playground_body_codec_js, sizeof playground_body_codec_js};
}
rl_resource rl_resource_playground_css(void) { return (rl_resource){playground_css, sizeof playground_css}; }

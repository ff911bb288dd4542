//! Placeholder wasm binding layer used by the infra branch to prove the toolchain end to end.
//! The real bindings (written in the engine branch) replace this file at merge.

use wasm_bindgen::prelude::*;

/// Installs the panic hook so Rust panics show up in the browser console.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The crate version, e.g. `"0.1.0"`.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

// SPDX-License-Identifier: GPL-3.0-or-later
// ODE set-up shared by the simulation: one-time library initialisation, per-thread data, and
// error handlers that turn ODE's errors into C++ exceptions caught inside sim.
#pragma once

#include <stdexcept>
#include <string>

namespace botlab::sim::detail {

/// Thrown by ODE's error and debug handlers; caught inside sim and turned into an Error.
class OdeFailure : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Initialises ODE once per process (thread-safe) and allocates ODE's data for the calling thread
/// the first time it is called on that thread. Call before any ODE function.
void ensureOde();

}  // namespace botlab::sim::detail

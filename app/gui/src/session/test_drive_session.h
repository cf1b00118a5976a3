// SPDX-License-Identifier: GPL-3.0-or-later
// TestDriveSession: runs the robot check's test drive (assembler::testDrive, issue 23) on a
// worker thread of its own, so Build mode refreshes it after every edit without blocking the
// window. The latest request wins: one asked for while a drive runs replaces any still waiting,
// and only its result is reported. Public methods are called from the GUI thread and return at
// once; finished() is emitted on the GUI thread.
#pragma once

#include <QObject>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "botlab/assembler/document.h"
#include "botlab/assembler/test_drive.h"
#include "botlab/parts_library/parts_library.h"

namespace botlab::gui {

/// One test drive's outcome: the result, or why it could not run.
struct TestDriveOutcome {
    std::uint64_t request = 0;  ///< The request() it answers.
    std::optional<assembler::TestDriveResult> result;
    std::string error;  ///< When result is empty: the compile or physics error.
};

class TestDriveSession : public QObject {
    Q_OBJECT
public:
    explicit TestDriveSession(QObject* parent = nullptr);
    /// Waits for a running drive to end (at most a few hundred milliseconds).
    ~TestDriveSession() override;

    /// Queues a test drive of `doc` (copied, with the library: both are values) and returns its
    /// request number at once.
    std::uint64_t request(const assembler::RobotDocument& doc,
                          const parts_library::PartsLibrary& library);
    /// The latest request's number (0 before the first).
    std::uint64_t latestRequest() const { return next_ - 1; }
    /// True while a drive runs or waits to run.
    bool busy() const;

signals:
    /// A drive ended; emitted only for the latest request (older ones are dropped).
    void finished(std::shared_ptr<const botlab::gui::TestDriveOutcome> outcome);

private:
    void loop();

    struct Job {
        std::uint64_t request = 0;
        assembler::RobotDocument doc;
        parts_library::PartsLibrary library;
    };
    mutable std::mutex mutex_;
    std::condition_variable wake_;
    std::optional<Job> pending_;
    bool running_ = false;
    bool quit_ = false;
    std::uint64_t next_ = 1;
    std::thread thread_;
};

}  // namespace botlab::gui

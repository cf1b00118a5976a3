// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/test_drive_session.h"

#include <QMetaObject>
#include <QPointer>

namespace botlab::gui {

TestDriveSession::TestDriveSession(QObject* parent) : QObject(parent) {
    thread_ = std::thread([this] { loop(); });
}

TestDriveSession::~TestDriveSession() {
    {
        std::lock_guard lock(mutex_);
        quit_ = true;
        pending_.reset();
    }
    wake_.notify_all();
    thread_.join();
}

std::uint64_t TestDriveSession::request(const assembler::RobotDocument& doc,
                                        const parts_library::PartsLibrary& library) {
    std::uint64_t id = 0;
    {
        std::lock_guard lock(mutex_);
        id = next_++;
        pending_ = Job{id, doc, library};
    }
    wake_.notify_all();
    return id;
}

bool TestDriveSession::busy() const {
    std::lock_guard lock(mutex_);
    return running_ || pending_.has_value();
}

void TestDriveSession::loop() {
    for (;;) {
        Job job;
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [this] { return quit_ || pending_.has_value(); });
            if (quit_) return;
            job = std::move(*pending_);
            pending_.reset();
            running_ = true;
        }
        auto outcome = std::make_shared<TestDriveOutcome>();
        outcome->request = job.request;
        auto r = assembler::testDrive(job.doc, job.library);
        if (r) {
            outcome->result = std::move(r.value());
        } else {
            outcome->error = r.message();
        }
        bool latest = false;
        {
            std::lock_guard lock(mutex_);
            running_ = false;
            latest = !pending_ && !quit_ && job.request == next_ - 1;
        }
        if (!latest) continue;
        // Delivered on the GUI thread; dropped if the session is gone by then.
        QPointer<TestDriveSession> self(this);
        std::shared_ptr<const TestDriveOutcome> done = outcome;
        QMetaObject::invokeMethod(
            this,
            [self, done] {
                if (self && done->request == self->latestRequest()) emit self->finished(done);
            },
            Qt::QueuedConnection);
    }
}

}  // namespace botlab::gui

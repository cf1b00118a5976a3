// SPDX-License-Identifier: GPL-3.0-or-later
// Soft-terrain foot contact (seed 000): Hunt-Crossley normal force and tanh shear tangential force,
// the paper's Table 1 terrain types, layered ground, and a numerically stable per-foot contact
// that turns the laws into a force to apply with Simulation::addForceAtPoint. Pure Eigen, no ODE.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "botlab/core/result.h"
#include "botlab/sim/types.h"

namespace botlab::sim::legged {

/// Parameters of the contact laws for one ground type.
///   F_N = k_N d^n1 + c_N d'^m d^n2           (d > 0: sinkage, d' its rate, into the ground)
///   F_T = -tanh(s/K) mu F_N - c_T s' sqrt(|s|)   (s: shear displacement since touchdown)
/// Table 1 gives k_N in N/m, which is consistent only with n1 = 1, so every Table 1 terrain uses
/// n1 = n2 = m = 1 (the paper leaves the exponents to experiment); `paperTable3()` has the
/// paper's own simulation set (n1 = 2, n2 = 1, m = 1).
struct SoftTerrainParams {
    std::string name;
    double k_N = 1e6;               ///< Normal stiffness k_N (N/m^n1).
    double c_N = 1e3;               ///< Normal damping c_N (N s^m / m^(m+n2)).
    double c_T = 1e3;               ///< Tangential damping c_T (N s / m^1.5).
    double n1 = 1.0;                ///< Sinkage exponent of the elastic term, 0.1 (softest) .. 2.
    double n2 = 1.0;                ///< Sinkage exponent of the damping term, 0.5 .. 1.
    double m = 1.0;                 ///< Sinkage-rate exponent, 0, 1 or n1.
    double shear_modulus_m = 1e-4;  ///< K (m): shear displacement scale of the tanh law.
    double friction_mu = 0.8;       ///< mu_f between foot and ground.
};

/// The Table 1 terrain names: "concrete", "wood", "gravel", "sand", "hard_soil", "loose_soil",
/// "peat".
std::vector<std::string> softTerrainNames();

/// Table 1 parameters by name (see docs/legged.md for K and mu per terrain); nullopt if unknown.
std::optional<SoftTerrainParams> softTerrain(std::string_view name);

/// The paper's simulation parameter set (Table 3): k 1e9, c 1e5, n1 2, n2 1, m 1, K 0.1 mm,
/// mu 0.175, c_T 1e4.
SoftTerrainParams paperTable3();

/// Layered ground (top layer first): k = 1 / sum(1 / k_i); damping, exponents, K and mu of the
/// top layer. An Error for an empty list or a non-positive stiffness.
Result<SoftTerrainParams> layeredTerrain(const std::vector<SoftTerrainParams>& top_to_bottom);

/// Hunt-Crossley normal force (N, >= 0) for sinkage `depth_m` and sinkage rate `depth_rate_m_s`
/// (positive = sinking). 0 when depth <= 0. During loading (rate > 0) this is exactly the paper's
/// formula (1). During unloading the paper sets the force to 0, which would let a standing foot
/// sink for ever; we keep the elastic term and let the damping term act with the rate's sign
/// (|d'|^m sign(d')), and clamp the sum at 0 (the ground never pulls).
double huntCrossleyNormalForce(const SoftTerrainParams& p, double depth_m, double depth_rate_m_s);

/// Tanh shear law along one axis (N): -tanh(s/K) mu F_N - c_T s' sqrt(|s|).
double shearForce(const SoftTerrainParams& p, double normal_force_N, double shear_m,
                  double shear_rate_m_s);

/// Tanh shear law for a shear displacement vector in the tangent plane (N, world frame):
/// -tanh(|s|/K) mu F_N s/|s| - c_T s' sqrt(|s|).
Vec3 shearForce(const SoftTerrainParams& p, double normal_force_N, const Vec3& shear_m,
                const Vec3& shear_rate_m_s);

/// The contact of one foot with soft ground, with its touchdown memory.
///
/// Stability at a 1 ms step: Table 1's stiff grounds (concrete 3.4e9 N/m) are far stiffer than an
/// explicit force can follow at 1 kHz. `compute` therefore evaluates the laws linearly implicitly
/// (one backward-Euler step of a foot of `effective_mass_kg`):
///   F_impl = (F + K_e dt v) / (1 + (K_e dt^2 + C_e dt) / m_eff)
/// with K_e = dF/dd, C_e = dF/dd' (normal; likewise per tangent axis for the shear law). For soft
/// grounds (K_e dt^2 << m_eff) this is the paper's force; for concrete it becomes a rigid contact
/// that removes the predicted sinkage in one step. It is stable when m_eff is below 4/3 of the
/// true effective mass at the foot. Forces are also clamped at `max_force_N`, and the shear
/// force at mu F_N (Coulomb bound on the damping term).
class SoftFootContact {
public:
    struct Output {
        bool in_contact = false;
        double depth_m = 0.0;  ///< Sinkage of the foot's lowest point (m).
        double normal_force_N = 0.0;
        Vec3 force_W = Vec3::Zero();  ///< Total force on the foot (N), world frame.
        Vec3 point_W = Vec3::Zero();  ///< Where to apply it: the foot's lowest point.
    };

    SoftFootContact() = default;
    SoftFootContact(SoftTerrainParams params, double foot_radius_m, double effective_mass_kg,
                    double max_force_N);
    /// Adds a linear normal damping (N s/m) to the law's own: a wheel's contact, loaded by a
    /// heavy robot through stiff servos, is otherwise nearly undamped at small sinkage.
    void setExtraNormalDamping(double c_N_s_m) { extra_c_ = c_N_s_m; }
    /// The load the foot carries and the mass that load belongs to (its share of the robot's
    /// weight and mass when standing), for the implicit normal step: it then integrates the
    /// foot as that mass pressed in by that load, F_impl = (F + K_e dt v + a G) / (1 + a),
    /// a = (K_e dt^2 + C_e dt) / m. At rest under that load the force is the law's own, so the
    /// sinkage is Table 1's G / k_N exactly; without it (load 0, the constructor's mass) the
    /// implicit step sinks a resting foot a further G dt^2 / m (0.65 mm for a 30 kg foot under
    /// 4.9 kN at 2 ms, 500 times the 1.4 um of concrete). mass_kg <= 0 restores the default.
    void setSupport(double load_N, double mass_kg) {
        load_N_ = load_N;
        support_kg_ = mass_kg;
    }

    /// One step: foot sphere centre and velocity (world), ground height and upward unit normal
    /// under the foot, step length. Updates the touchdown memory.
    Output compute(const Vec3& centre_W, const Vec3& velocity_W, double ground_height_m,
                   const Vec3& normal_W, double dt_s);
    /// Forgets the touchdown point (the foot is in the air).
    void reset() { touching_ = false; }
    bool touching() const { return touching_; }
    const SoftTerrainParams& params() const { return params_; }

private:
    SoftTerrainParams params_;
    double radius_m_ = 0.01;
    double mass_kg_ = 0.5;
    double max_force_N_ = 1e4;
    double extra_c_ = 0.0;
    double load_N_ = 0.0, support_kg_ = 0.0;
    bool touching_ = false;
    Vec3 touchdown_W_ = Vec3::Zero();
};

}  // namespace botlab::sim::legged

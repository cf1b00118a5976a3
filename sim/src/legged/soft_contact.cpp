// SPDX-License-Identifier: GPL-3.0-or-later
// Soft-terrain contact laws of seed 000 and their stable per-foot evaluation.
#include "botlab/sim/legged/soft_contact.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace botlab::sim::legged {

namespace {

struct TableRow {
    const char* name;
    double k, c, c_t;  // Table 1
    double K_m, mu;    // our choice (docs/legged.md): Table 2 moduli scaled to small feet
};

// Table 1 of seed 000 (k_TN N/m, c_TN N s/m, c_T N s/m). The shear moduli of Table 2 were measured
// for a 3 t robot's feet; Botlab's robots are 100x to 1000x lighter, so rubber-brick (23.3 mm) and
// rubber-sand (155.1 mm) are scaled by 1/100 and Table 3's 0.1 mm is used for the hardest floors.
constexpr std::array<TableRow, 7> kTable = {{
    {"concrete", 3.4e9, 1.8e5, 1.5e5, 1.0e-4, 0.7},
    {"wood", 1.5e9, 1.2e5, 1.0e5, 1.0e-4, 0.6},
    {"gravel", 2.3e7, 1.4e4, 1.2e4, 2.33e-4, 0.6},
    {"sand", 9.1e6, 9.0e3, 7.9e3, 1.551e-3, 0.5},
    {"hard_soil", 1.7e6, 3.9e3, 3.4e3, 5.0e-4, 0.6},
    {"loose_soil", 3.4e5, 1.8e3, 1.5e3, 1.551e-3, 0.5},
    {"peat", 5.7e4, 7.2e2, 6.3e2, 1.551e-3, 0.4},
}};

double signedPow(double x, double e) {
    if (e == 0.0) return x > 0.0 ? 1.0 : (x < 0.0 ? -1.0 : 0.0);
    return std::copysign(std::pow(std::abs(x), e), x);
}

}  // namespace

std::vector<std::string> softTerrainNames() {
    std::vector<std::string> names;
    for (const auto& r : kTable) names.emplace_back(r.name);
    return names;
}

std::optional<SoftTerrainParams> softTerrain(std::string_view name) {
    for (const auto& r : kTable) {
        if (name == r.name) {
            SoftTerrainParams p;
            p.name = r.name;
            p.k_N = r.k;
            p.c_N = r.c;
            p.c_T = r.c_t;
            p.shear_modulus_m = r.K_m;
            p.friction_mu = r.mu;
            return p;
        }
    }
    return std::nullopt;
}

SoftTerrainParams paperTable3() {
    SoftTerrainParams p;
    p.name = "paper_table3";
    p.k_N = 1e9;
    p.c_N = 1e5;
    p.n1 = 2.0;
    p.n2 = 1.0;
    p.m = 1.0;
    p.shear_modulus_m = 1e-4;
    p.friction_mu = 0.175;
    p.c_T = 1e4;
    return p;
}

Result<SoftTerrainParams> layeredTerrain(const std::vector<SoftTerrainParams>& top_to_bottom) {
    if (top_to_bottom.empty()) return Error{"layered terrain: no layers given"};
    double compliance = 0.0;
    for (std::size_t i = 0; i < top_to_bottom.size(); ++i) {
        const double k = top_to_bottom[i].k_N;
        if (!(k > 0.0) || !std::isfinite(k)) {
            return Error{"layered terrain: layer " + std::to_string(i) + " ('" +
                         top_to_bottom[i].name + "') has stiffness " + std::to_string(k) +
                         " (must be > 0)"};
        }
        compliance += 1.0 / k;
    }
    SoftTerrainParams p = top_to_bottom.front();
    p.k_N = 1.0 / compliance;
    p.name = "layered";
    for (const auto& l : top_to_bottom) p.name += "_" + l.name;
    return p;
}

double huntCrossleyNormalForce(const SoftTerrainParams& p, double depth_m, double depth_rate_m_s) {
    if (!(depth_m > 0.0)) return 0.0;
    const double elastic = p.k_N * std::pow(depth_m, p.n1);
    const double damping = p.c_N * signedPow(depth_rate_m_s, p.m) * std::pow(depth_m, p.n2);
    return std::max(0.0, elastic + damping);
}

double shearForce(const SoftTerrainParams& p, double normal_force_N, double shear_m,
                  double shear_rate_m_s) {
    return -std::tanh(shear_m / p.shear_modulus_m) * p.friction_mu * normal_force_N -
           p.c_T * shear_rate_m_s * std::sqrt(std::abs(shear_m));
}

Vec3 shearForce(const SoftTerrainParams& p, double normal_force_N, const Vec3& shear_m,
                const Vec3& shear_rate_m_s) {
    const double s = shear_m.norm();
    Vec3 f = -p.c_T * std::sqrt(s) * shear_rate_m_s;
    if (s > 0.0)
        f -= std::tanh(s / p.shear_modulus_m) * p.friction_mu * normal_force_N * shear_m / s;
    return f;
}

SoftFootContact::SoftFootContact(SoftTerrainParams params, double foot_radius_m,
                                 double effective_mass_kg, double max_force_N)
    : params_(std::move(params)),
      radius_m_(foot_radius_m),
      mass_kg_(effective_mass_kg),
      max_force_N_(max_force_N) {}

SoftFootContact::Output SoftFootContact::compute(const Vec3& centre_W, const Vec3& velocity_W,
                                                 double ground_height_m, const Vec3& normal_W,
                                                 double dt_s) {
    Output out;
    const Vec3 n = normal_W.normalized();
    const Vec3 lowest = centre_W - radius_m_ * n;
    // Sinkage measured along the normal from the surface plane through the ground point below.
    const Vec3 ground_point(lowest.x(), ground_height_m, lowest.z());
    const double depth = (ground_point - lowest).dot(n);
    out.point_W = lowest;
    out.depth_m = depth;
    const SoftTerrainParams& p = params_;
    const double rate = -velocity_W.dot(n);  // into the ground
    // With a load (setSupport) and a linear law, a foot just above the ground is a speculative
    // contact: the law extended linearly (k_N d, d < 0) in the same implicit step, so the foot
    // that this step would press in is caught now. Without it a loaded foot on stiff ground
    // bounced between contact and none, and stood far deeper than Table 1's depth on average.
    const bool speculative = load_N_ > 0.0 && p.n1 == 1.0 && depth > -radius_m_;
    if (!(depth > 0.0) && !speculative) {
        touching_ = false;
        return out;
    }
    const double d = std::max(depth, 0.0);
    double fn = huntCrossleyNormalForce(p, d, rate) + extra_c_ * rate;
    if (depth <= 0.0) fn = p.k_N * depth + extra_c_ * rate;
    // Linearly implicit correction (see header).
    const double ke =
        p.k_N * p.n1 * (p.n1 == 1.0 ? 1.0 : std::pow(d, p.n1 - 1.0)) +
        (p.n2 > 0.0 && d > 0.0 ? p.c_N * signedPow(rate, p.m) * p.n2 * std::pow(d, p.n2 - 1.0)
                               : 0.0);
    const double ce =
        p.m > 0.0
            ? p.c_N * p.m * std::pow(std::max(std::abs(rate), 1e-9), p.m - 1.0) * std::pow(d, p.n2)
            : 0.0;
    const double kpos = std::max(ke, 0.0);
    const double ce_all = ce + extra_c_;
    const double m_n = support_kg_ > 0.0 ? support_kg_ : mass_kg_;
    const double a = (kpos * dt_s * dt_s + ce_all * dt_s) / m_n;
    fn = (fn + kpos * dt_s * rate + a * std::max(load_N_, 0.0)) / (1.0 + a);
    fn = std::clamp(fn, 0.0, max_force_N_);
    if (!(fn > 0.0) && !(depth > 0.0)) {  // a speculative contact that does not press
        touching_ = false;
        return out;
    }
    if (!touching_) {
        touching_ = true;
        touchdown_W_ = lowest;
    }

    // Shear displacement since touchdown, in the tangent plane.
    Vec3 s = lowest - touchdown_W_;
    s -= s.dot(n) * n;
    Vec3 sdot = velocity_W - velocity_W.dot(n) * n;
    const double smag = s.norm();
    Vec3 ft = shearForce(p, fn, s, sdot);
    const double x = smag / p.shear_modulus_m;
    const double sech2 = x < 20.0 ? 1.0 / (std::cosh(x) * std::cosh(x)) : 0.0;
    const double kt = p.friction_mu * fn / p.shear_modulus_m * sech2;
    const double ct = p.c_T * std::sqrt(smag);
    ft = (ft - kt * dt_s * sdot) / (1.0 + (kt * dt_s * dt_s + ct * dt_s) / mass_kg_);
    // Coulomb bound: the damping term may not push the shear force beyond mu F_N (the tanh term
    // alone reaches that bound when the foot slips).
    const double ft_max = std::min(max_force_N_, p.friction_mu * fn);
    if (ft.norm() > ft_max) ft *= ft_max / ft.norm();
    // Once the foot slides well beyond the shear scale, keep the touchdown point trailing so the
    // shear stays in the saturated part of the law (the foot slips at mu F_N).
    if (smag > 20.0 * p.shear_modulus_m && smag > 0.0) {
        touchdown_W_ = lowest - s * (20.0 * p.shear_modulus_m / smag);
    }
    out.in_contact = true;
    out.normal_force_N = fn;
    out.force_W = fn * n + ft;
    return out;
}

}  // namespace botlab::sim::legged

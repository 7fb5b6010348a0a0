use csscolorparser::parse;

#[test]
fn hex() {
    let test_data = [
        "#71fe15",
        "#d6e3c9",
        "#2a7719",
        "#b53717",
        "#5b0b8d",
        "#aff632",
        "#65ec8d",
        "#d35493",
        "#289e5f",
        "#b46152",
        "#e0afee",
        "#ac2be4",
        "#233490",
        "#1afbc5",
        "#e41755",
        "#e052ee",
        "#4d1b5e",
        "#230cde",
        "#f8a243",
        "#a130d1",
        "#b38373",
        "#6b9fa203",
        "#0e5e0be6",
        "#84f9a716",
        "#48651550",
        "#1adc2cf4",
        "#c191a31c",
        "#a25518c5",
        "#cb33f2c9",
        "#89b21d36",
        "#cbb97f3e",
    ];
    for s in test_data {
        let c = parse(s).unwrap();
        assert_eq!(s, c.to_css_hex().to_string());
    }
}

#[test]
fn rgb() {
    let test_data = [
        "rgb(71 175 99)",
        "rgb(170 203 72)",
        "rgb(45 232 237)",
        "rgb(119 1 124)",
        "rgb(243 93 86)",
        "rgb(223 25 119)",
        "rgb(6 44 133)",
        "rgb(167 240 237)",
        "rgb(97 71 129)",
        "rgb(125 68 93)",
        "rgb(139 187 62)",
        "rgb(100 51 80)",
        "rgb(27 249 123)",
        "rgb(230 63 99)",
        "rgb(241 34 4)",
        "rgb(149 222 185)",
        "rgb(3 129 213)",
        "rgb(88 220 108)",
        "rgb(199 169 6)",
        "rgb(54 70 163)",
        "rgb(90 42 106)",
    ];
    for s in test_data {
        let c = parse(s).unwrap();
        assert_eq!(s, c.to_css_rgb().to_string());
    }
}

#[test]
fn hsl() {
    let test_data = [
        "hsl(0 48% 83%)",
        "hsl(17 73% 13%)",
        "hsl(35 40% 84%)",
        "hsl(53 88% 21%)",
        "hsl(71 11% 45%)",
        "hsl(89 12% 89%)",
        "hsl(107 49% 68%)",
        "hsl(125 96% 72%)",
        "hsl(143 15% 92%)",
        "hsl(161 80% 93%)",
        "hsl(179 45% 76%)",
        "hsl(197 99% 84%)",
        "hsl(215 33% 15%)",
        "hsl(233 69% 59%)",
        "hsl(251 34% 46%)",
        "hsl(269 43% 18%)",
        "hsl(287 89% 69%)",
        "hsl(305 87% 36%)",
        "hsl(323 97% 26%)",
        "hsl(341 61% 66%)",
        "hsl(359 15% 74%)",
    ];
    for s in test_data {
        let c = parse(s).unwrap();
        assert_eq!(s, c.to_css_hsl().to_string());
    }
}

#[test]
fn hwb() {
    let test_data = [
        "hwb(0 87% 0%)",
        "hwb(17 0% 23%)",
        "hwb(35 0% 7%)",
        "hwb(53 66% 0%)",
        "hwb(71 0% 66%)",
        "hwb(89 22% 0%)",
        "hwb(107 0% 2%)",
        "hwb(125 51% 0%)",
        "hwb(143 10% 0%)",
        "hwb(161 0% 76%)",
        "hwb(179 72% 0%)",
        "hwb(197 0% 60%)",
        "hwb(215 0% 39%)",
        "hwb(233 0% 18%)",
        "hwb(251 0% 3%)",
        "hwb(269 57% 0%)",
        "hwb(287 21% 0%)",
        "hwb(305 15% 0%)",
        "hwb(323 55% 0%)",
        "hwb(341 0% 72%)",
        "hwb(359 0% 2%)",
    ];
    for s in test_data {
        let c = parse(s).unwrap();
        assert_eq!(s, c.to_css_hwb().to_string());
    }
}

#[test]
fn oklab() {
    let test_data = [
        "oklab(0.623 0.019 -0.359)",
        "oklab(0.362 -0.314 -0.035)",
        "oklab(0.804 0.166 -0.072)",
        "oklab(0.832 0.089 0.265)",
        "oklab(0.681 0.038 -0.3)",
        "oklab(0.117 -0.192 0.24)",
        "oklab(0.651 -0.241 -0.158)",
        "oklab(0.421 -0.248 0.053)",
        "oklab(0.923 -0.119 -0.288)",
        "oklab(0.811 -0.295 0.347)",
        "oklab(0.485 -0.368 0.066)",
        "oklab(0.905 0.13 -0.163)",
        "oklab(0.778 -0.001 0.4)",
        "oklab(0.672 0.136 -0.03)",
        "oklab(0.926 0.281 0.279)",
        "oklab(0.247 0.155 0.379)",
        "oklab(0.503 0.042 0.202)",
        "oklab(0.792 -0.34 -0.372)",
        "oklab(0.877 -0.13 0.222)",
        "oklab(0.898 -0.068 -0.239)",
        "oklab(0.725 -0.343 -0.352)",
    ];
    for s in test_data {
        let c = parse(s).unwrap();
        assert_eq!(s, c.to_css_oklab().to_string());
    }
}

#[test]
fn oklch() {
    let test_data = [
        "oklch(0.284 0.132 0)",
        "oklch(0.314 0.136 17)",
        "oklch(0.935 0.398 35)",
        "oklch(0.729 0.175 53)",
        "oklch(0.157 0.29 71)",
        "oklch(0.266 0.365 89)",
        "oklch(0.12 0.225 107)",
        "oklch(0.532 0.274 125)",
        "oklch(0.571 0.201 143)",
        "oklch(0.948 0.217 161)",
        "oklch(0.501 0.2 179)",
        "oklch(0.184 0.308 197)",
        "oklch(0.308 0.273 215)",
        "oklch(0.874 0.143 233)",
        "oklch(0.544 0.186 251)",
        "oklch(0.144 0.255 269)",
        "oklch(0.997 0.327 287)",
        "oklch(0.544 0.22 305)",
        "oklch(0.578 0.203 323)",
        "oklch(0.819 0.343 341)",
        "oklch(0.497 0.188 359)",
    ];
    for s in test_data {
        let c = parse(s).unwrap();
        assert_eq!(s, c.to_css_oklch().to_string());
    }
}

#[test]
fn lab() {
    let test_data = [
        ["#765400", "lab(38.44 8.73 60.33)"],
        ["#00dcb1", "lab(75.22 -82.94 2.86)"],
        ["#be0020", "lab(22.82 120.44 25.72)"],
        ["#9aacc8", "lab(69.75 -2.02 -16.62)"],
        ["#002d20", "lab(6.23 -79.5 -10.83)"],
        ["#f90000", "lab(43.14 107.06 119.25)"],
        ["#0098ff", "lab(48.3 -87.94 -114.5)"],
        ["#50593c", "lab(36.3 -7.83 15.58)"],
        ["#00a3ff", "lab(61.37 -19.6 -72.08)"],
        ["#4b5f00", "lab(37.11 -19.68 77.5)"],
        ["#ff009e", "lab(73.32 105.19 16.2)"],
        ["#005ebd", "lab(28.62 -81.68 -76.06)"],
        ["#ffc100", "lab(90.88 43.51 119.32)"],
        ["#5a0000", "lab(4.5 61.43 123.56)"],
        ["#a40000", "lab(25.8 83.7 61.52)"],
        ["#ff0044", "lab(65.09 96.52 55.35)"],
        ["#c40016", "lab(25.56 116.81 38.38)"],
        ["#00e158", "lab(75.93 -97.22 47.69)"],
        ["#ddeaff", "lab(96.28 22.2 -71.83)"],
        ["#ffd663", "lab(94.47 32.05 70.52)"],
        ["#5d00ff", "lab(36.38 87.93 -122.38)"],
    ];
    for [hex, lab] in test_data {
        let c = parse(lab).unwrap();
        assert_eq!(lab, c.to_css_lab().to_string());
        assert_eq!(hex, c.to_css_hex().to_string());
    }
}

#[test]
fn lch() {
    let test_data = [
        ["#ad115d", "lch(38.46 61.14 0)"],
        ["#2e191a", "lch(11.69 11.88 17.95)"],
        ["#af0000", "lch(30.68 97.2 35.9)"],
        ["#ff914f", "lch(71.59 65.69 53.85)"],
        ["#392000", "lch(14.96 29.96 71.8)"],
        ["#eac800", "lch(81.62 95.83 89.75)"],
        ["#a0db00", "lch(80.75 131.77 107.7)"],
        ["#009700", "lch(53.95 98.36 125.65)"],
        ["#286835", "lch(39.08 38.24 143.6)"],
        ["#004f12", "lch(25.34 74.61 161.55)"],
        ["#00785a", "lch(39.6 85.74 179.5)"],
        ["#00363a", "lch(17.38 37.39 197.45)"],
        ["#004153", "lch(22.44 35.1 215.4)"],
        ["#00284f", "lch(11.01 44.71 233.35)"],
        ["#40617b", "lch(39.37 19.77 251.3)"],
        ["#aee7ff", "lch(90.52 51.04 269.25)"],
        ["#033ca4", "lch(28.24 64.39 287.2)"],
        ["#d7b7fe", "lch(79.12 38.01 305.15)"],
        ["#ab55b3", "lch(49.94 57.7 323.1)"],
        ["#ff00ff", "lch(72.03 148.23 341.05)"],
        ["#ff00a7", "lch(63.48 148.37 359)"],
    ];
    for [hex, lch] in test_data {
        let c = parse(lch).unwrap();
        assert_eq!(lch, c.to_css_lch().to_string());
        assert_eq!(hex, c.to_css_hex().to_string());
    }
}

#[test]
fn color_srgb() {
    let test_data = [
        ["#ceead2", "color(srgb 0.807 0.919 0.824)"],
        ["#08b44a", "color(srgb 0.031 0.706 0.292)"],
        ["#9db111", "color(srgb 0.614 0.695 0.068)"],
        ["#f2c834", "color(srgb 0.949 0.784 0.203)"],
        ["#d91ca1", "color(srgb 0.851 0.109 0.633)"],
        ["#4f1881", "color(srgb 0.309 0.094 0.506)"],
        ["#cb38fd", "color(srgb 0.798 0.22 0.992)"],
        ["#a3500f", "color(srgb 0.64 0.313 0.057)"],
        ["#25e487", "color(srgb 0.144 0.894 0.529)"],
        ["#63c79c", "color(srgb 0.387 0.781 0.61)"],
        ["#ab0ceb", "color(srgb 0.67 0.049 0.923)"],
        ["#19ac2b", "color(srgb 0.099 0.674 0.169)"],
        ["#ee1da6", "color(srgb 0.933 0.113 0.652)"],
        ["#3ef684", "color(srgb 0.243 0.966 0.519)"],
        ["#0922b9", "color(srgb 0.034 0.134 0.725)"],
        ["#c5f4f2", "color(srgb 0.774 0.955 0.948)"],
        ["#c268f6", "color(srgb 0.762 0.406 0.966)"],
        ["#21384d", "color(srgb 0.128 0.22 0.302)"],
        ["#0671e2", "color(srgb 0.025 0.442 0.887)"],
        ["#85c2f4", "color(srgb 0.523 0.759 0.957)"],
        ["#858e9b", "color(srgb 0.52 0.555 0.608)"],
        // --- With alpha
        ["#3351fa85", "color(srgb 0.2 0.318 0.979 / 52%)"],
        ["#f08177bf", "color(srgb 0.942 0.504 0.466 / 75%)"],
        ["#fdb5861a", "color(srgb 0.994 0.709 0.525 / 10%)"],
        ["#7d5c58ed", "color(srgb 0.491 0.362 0.344 / 93%)"],
        ["#3168c980", "color(srgb 0.193 0.407 0.79 / 50%)"],
        ["#cc3ff196", "color(srgb 0.8 0.248 0.945 / 59%)"],
        ["#9db3e7f7", "color(srgb 0.615 0.702 0.907 / 97%)"],
        ["#0a414a12", "color(srgb 0.038 0.253 0.29 / 7%)"],
        ["#d6f54eab", "color(srgb 0.838 0.962 0.307 / 67%)"],
        ["#1ad90d59", "color(srgb 0.103 0.852 0.052 / 35%)"],
    ];
    for [hex, srgb] in test_data {
        let c = parse(srgb).unwrap();
        assert_eq!(srgb, c.to_css_color_srgb().to_string());
        assert_eq!(hex, c.to_css_hex().to_string());
    }
}

#[test]
fn color_srgb_linear() {
    let test_data = [
        ["#5e3fca", "color(srgb-linear 0.111 0.05 0.593)"],
        ["#d2470d", "color(srgb-linear 0.646 0.063 0.004)"],
        ["#64d2fb", "color(srgb-linear 0.128 0.643 0.965)"],
        ["#a1a122", "color(srgb-linear 0.356 0.357 0.016)"],
        ["#93d06b", "color(srgb-linear 0.291 0.628 0.146)"],
        ["#4aa667", "color(srgb-linear 0.069 0.382 0.136)"],
        ["#fccb38", "color(srgb-linear 0.97 0.599 0.04)"],
        ["#dc59d4", "color(srgb-linear 0.713 0.1 0.658)"],
        ["#d1a8f8", "color(srgb-linear 0.635 0.394 0.942)"],
        ["#8af6a3", "color(srgb-linear 0.254 0.918 0.366)"],
        ["#a214e2", "color(srgb-linear 0.36 0.007 0.764)"],
        ["#fca7fb", "color(srgb-linear 0.974 0.388 0.969)"],
        ["#f1b89f", "color(srgb-linear 0.877 0.479 0.345)"],
        ["#d7febd", "color(srgb-linear 0.68 0.991 0.511)"],
        ["#855ba2", "color(srgb-linear 0.235 0.105 0.362)"],
    ];
    for [hex, srgb_linear] in test_data {
        let c = parse(srgb_linear).unwrap();
        assert_eq!(hex, c.to_css_hex().to_string());
    }
}

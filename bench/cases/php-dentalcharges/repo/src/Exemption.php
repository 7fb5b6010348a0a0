<?php

declare(strict_types=1);

namespace Brightsmile\Dental;

/**
 * Reasons a patient does not pay NHS dental charges, as ticked on the
 * patient declaration (FP17 form).
 */
enum Exemption: string
{
    case Under18 = 'under-18';
    case FullTimeEducation = 'under-19-education';
    case Pregnant = 'pregnant';
    case NewMother = 'baby-in-last-12-months';
    case Benefit = 'qualifying-benefit';
    case Hc2 = 'hc2-certificate';

    public function label(): string
    {
        return match ($this) {
            self::Under18 => 'Under 18',
            self::FullTimeEducation => '18 in full-time education',
            self::Pregnant => 'Pregnant',
            self::NewMother => 'Baby in the last 12 months',
            self::Benefit => 'Qualifying benefit',
            self::Hc2 => 'HC2 certificate',
        };
    }
}

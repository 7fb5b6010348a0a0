<?php

declare(strict_types=1);

namespace Hartwell\Saddlery;

/** The saddle tree's width, chosen from the gullet width on the horse's wither tracing. */
enum TreeWidth: string
{
    case Narrow = 'N';
    case Medium = 'M';
    case MediumWide = 'MW';
    case Wide = 'W';
    case ExtraWide = 'XW';

    /** Upper gullet width of each fitting, in cm, narrowest first; above the last is extra wide. */
    private const BANDS = [
        'N' => 28.0,
        'M' => 30.0,
        'MW' => 32.0,
        'W' => 34.0,
    ];

    public static function forGullet(float $cm): self
    {
        foreach (self::BANDS as $code => $upTo) {
            if ($cm < $upTo) {
                return self::from($code);
            }
        }
        return self::ExtraWide;
    }

    public function label(): string
    {
        return match ($this) {
            self::Narrow => 'narrow',
            self::Medium => 'medium',
            self::MediumWide => 'medium-wide',
            self::Wide => 'wide',
            self::ExtraWide => 'extra wide',
        };
    }
}

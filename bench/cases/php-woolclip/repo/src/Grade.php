<?php

declare(strict_types=1);

namespace Fellside\Woolclip;

/** The depot's grades, with the price paid per kilo in pence. */
enum Grade: string
{
    case Fine = 'F';
    case Medium = 'M';
    case Strong = 'S';
    case Coloured = 'C';
    case Oddments = 'O';

    public function pencePerKg(): int
    {
        return match ($this) {
            self::Fine => 112,
            self::Medium => 84,
            self::Strong => 61,
            self::Coloured => 45,
            self::Oddments => 18,
        };
    }

    public static function fromCode(string $code): self
    {
        $grade = self::tryFrom(strtoupper(trim($code)));
        if ($grade === null) {
            throw new \InvalidArgumentException("unknown grade '$code'");
        }
        return $grade;
    }
}

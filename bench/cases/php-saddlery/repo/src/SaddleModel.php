<?php

declare(strict_types=1);

namespace Hartwell\Saddlery;

final class SaddleModel
{
    /**
     * @param list<float> $seats
     * @param list<TreeWidth> $trees
     */
    public function __construct(
        public readonly string $code,
        public readonly string $name,
        public readonly int $basePence,
        public readonly array $seats,
        public readonly array $trees,
    ) {
    }

    public static function catalogue(string $code): self
    {
        $all = TreeWidth::cases();
        return match ($code) {
            'DR' => new self('DR', 'Hartwell Dressage', 289500, [16.5, 17.0, 17.5, 18.0], $all),
            'JP' => new self('JP', 'Hartwell Jump', 264500, [16.0, 16.5, 17.0, 17.5], $all),
            'GP' => new self('GP', 'Hartwell General Purpose', 219500, [16.0, 16.5, 17.0, 17.5, 18.0],
                [TreeWidth::Medium, TreeWidth::MediumWide, TreeWidth::Wide]),
            default => throw new \InvalidArgumentException("no saddle model '$code'"),
        };
    }
}

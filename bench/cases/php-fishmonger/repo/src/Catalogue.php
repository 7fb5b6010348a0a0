<?php

declare(strict_types=1);

namespace Fishmonger;

/**
 * The species the shop sells, keyed by their board code.
 */
final class Catalogue
{
    /** @var array<string, Species> */
    private array $species = [];

    public function add(Species $species): void
    {
        if (isset($this->species[$species->code])) {
            throw new \InvalidArgumentException("Duplicate species code: {$species->code}");
        }
        $this->species[$species->code] = $species;
    }

    public function get(string $code): Species
    {
        $key = strtoupper($code);
        if (!isset($this->species[$key])) {
            throw new \OutOfBoundsException("No such species on the board: $code");
        }
        return $this->species[$key];
    }

    public function has(string $code): bool
    {
        return isset($this->species[strtoupper($code)]);
    }

    /** @return Species[] in board order */
    public function all(): array
    {
        return array_values($this->species);
    }

    /** @return Species[] those we can buy in during the given month */
    public function inSeason(int $month): array
    {
        return array_values(array_filter(
            $this->species,
            static fn (Species $s): bool => $s->inSeason($month),
        ));
    }

    /** The usual board at Harbour Street. */
    public static function standard(): self
    {
        $c = new self();
        $c->add(new Species('COD', 'Cod', Species::WHITE, 1890, 0.42));
        $c->add(new Species('HAD', 'Haddock', Species::WHITE, 1650, 0.40));
        $c->add(new Species('HKE', 'Hake', Species::WHITE, 1420, 0.45));
        $c->add(new Species('PLE', 'Plaice', Species::FLAT, 1280, 0.38, [2, 3]));
        $c->add(new Species('LEM', 'Lemon sole', Species::FLAT, 1760, 0.36));
        $c->add(new Species('MAC', 'Mackerel', Species::OILY, 890, 0.55));
        $c->add(new Species('HER', 'Herring', Species::OILY, 760, 0.50, [4, 5]));
        $c->add(new Species('SAL', 'Salmon', Species::OILY, 2150, 0.60));
        $c->add(new Species('MUS', 'Mussels', Species::SHELLFISH, 650, 1.0, [5, 6, 7, 8]));
        $c->add(new Species('CRB', 'Brown crab', Species::SHELLFISH, 1100, 1.0));
        return $c;
    }
}

<?php

declare(strict_types=1);

namespace Insulation;

/**
 * The products the firm stocks.
 */
final class Catalogue
{
    /** @var array<string, Product> */
    private array $products = [];

    public function add(Product $product): void
    {
        $this->products[$product->code] = $product;
    }

    public function get(string $code): Product
    {
        if (!isset($this->products[$code])) {
            throw new \OutOfBoundsException("No product {$code} in the catalogue");
        }
        return $this->products[$code];
    }

    /**
     * @return list<Product> products of one type, thinnest first
     */
    public function ofType(ProductType $type): array
    {
        $found = array_values(array_filter(
            $this->products,
            static fn (Product $p): bool => $p->type === $type,
        ));
        usort($found, static fn (Product $a, Product $b): int => $a->thicknessMm <=> $b->thicknessMm);
        return $found;
    }

    /**
     * The thinnest roll at least $mm thick, or the thickest roll stocked if
     * none is thick enough.
     */
    public function rollAtLeast(int $mm): Product
    {
        $rolls = $this->ofType(ProductType::Roll);
        if ($rolls === []) {
            throw new \RuntimeException('No rolls in the catalogue');
        }
        foreach ($rolls as $roll) {
            if ($roll->thicknessMm >= $mm) {
                return $roll;
            }
        }
        return $rolls[count($rolls) - 1];
    }

    public static function standard(): self
    {
        $c = new self();
        $c->add(new Product('MW100', 'Mineral wool roll 100 mm', ProductType::Roll, 100, 0.044, 8.30, 2450));
        $c->add(new Product('MW150', 'Mineral wool roll 150 mm', ProductType::Roll, 150, 0.044, 5.93, 2650));
        $c->add(new Product('MW170', 'Mineral wool roll 170 mm', ProductType::Roll, 170, 0.044, 5.05, 2690));
        $c->add(new Product('MW200', 'Mineral wool roll 200 mm', ProductType::Roll, 200, 0.044, 4.42, 2790));
        $c->add(new Product('PIR50', 'PIR board 50 mm (pack of 8)', ProductType::Board, 50, 0.022, 23.04, 14400));
        return $c;
    }
}

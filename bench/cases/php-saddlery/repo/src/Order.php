<?php

declare(strict_types=1);

namespace Hartwell\Saddlery;

final class Order
{
    public const LEATHERS = ['BLK' => 'black', 'HAV' => 'havana', 'OAK' => 'oak'];

    /** @param list<string> $options */
    public function __construct(
        public readonly string $customer,
        public readonly Fitting $fitting,
        public readonly string $leather,
        public readonly array $options = [],
    ) {
        if (!isset(self::LEATHERS[$leather])) {
            throw new \InvalidArgumentException("no leather '$leather'");
        }
        foreach ($options as $option) {
            if (!isset(Pricing::OPTIONS[$option])) {
                throw new \InvalidArgumentException("no option '$option'");
            }
        }
    }

    /** The workshop's code, e.g. DR-175-MW-HAV: model, seat in tenths of an inch, tree, leather. */
    public function code(): string
    {
        return sprintf(
            '%s-%d-%s-%s',
            $this->fitting->model->code,
            (int) round($this->fitting->seat * 10),
            $this->fitting->tree->value,
            $this->leather,
        );
    }
}

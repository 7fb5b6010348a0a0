module Vegbox
  # Boxes grouped into van rounds by postcode district; each round is driven in postcode order.
  module Rounds
    module_function

    def group(boxes)
      boxes.group_by { |box| box.subscriber.district }
           .sort_by { |district, _| district_key(district) }
           .to_h { |district, list| [district, list.sort_by { |box| box.subscriber.postcode }] }
    end

    # "BS3" sorts before "BS10": letters, then the number.
    def district_key(district)
      letters = district[/\A[A-Z]+/]
      [letters, district[letters.size..].to_i]
    end

    def sheet(boxes)
      group(boxes).flat_map do |district, list|
        ["#{district} (#{list.size})"] + list.map { |box| "  #{box.label}" }
      end.join("\n")
    end
  end
end

module Gristmill
  # The miller's toll: a share of the grain kept back before grinding.
  module Toll
    STANDARD_SHARE = Rational(1, 8)

    module_function

    # Bushels the miller keeps from a grist of `bushels`.
    def kept(bushels, share: STANDARD_SHARE)
      raise ArgumentError, "negative bushels" if bushels.negative?

      (bushels * share).to_f.round(2)
    end

    # Bushels ground for the customer after the toll.
    def ground(bushels, share: STANDARD_SHARE)
      (bushels - kept(bushels, share: share)).round(2)
    end
  end
end

module Lettings
  # A property on the agency's books.
  class Property
    attr_reader :ref, :address, :bedrooms, :furnished, :landlord

    def initialize(ref:, address:, bedrooms:, landlord:, furnished: false)
      raise ArgumentError, "bedrooms must be at least 0" if bedrooms.negative?

      @ref = ref
      @address = address
      @bedrooms = bedrooms
      @landlord = landlord
      @furnished = furnished
    end

    def furnished?
      furnished
    end

    def studio?
      bedrooms.zero?
    end

    def label
      kind = studio? ? "studio" : "#{bedrooms}-bed"
      "#{ref} #{address} (#{kind}#{furnished? ? ", furnished" : ""})"
    end
  end
end

import type { ReactNode } from "react";
import { preload } from "react-dom";
import { Breadcrumbs } from "#app/features/layout/breadcrumbs.tsx";
import { TitledSection } from "#app/features/layout/titled-section.tsx";
import { useT } from "#app/i18n/use-t.ts";

export interface FramedProduct {
  name: string;
  galleryUrl: string;
  categoryName: string | null;
  categoryPath: string | null;
  /** Sanitised HTML. */
  descriptionHtml: string;
}

/** What every product page shares: breadcrumbs, the poster, the title, and the description below. */
export function ProductFrame({
  product,
  className,
  children,
}: {
  product: FramedProduct;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  const crumbs = [
    ...(product.categoryName
      ? [{ name: product.categoryName, path: product.categoryPath }]
      : []),
    { name: product.name, path: null },
  ];
  // The event's image is the page's largest paint: asked for from the head, before the parser reaches it.
  if (product.galleryUrl) preload(product.galleryUrl, { as: "image", fetchPriority: "high" });
  return (
    <div
      className={`container product-page${className ? ` ${className}` : ""}`}
    >
      <Breadcrumbs items={crumbs} />
      <div className="product">
        <div className="product__media">
          <img
            src={product.galleryUrl}
            alt={product.name}
            width={600}
            height={744}
            fetchPriority="high"
          />
        </div>
        <div className="product__info">
          <h1 className="product__title">{product.name}</h1>
          {children}
        </div>
      </div>
      {product.descriptionHtml && (
        <TitledSection
          id="about-title"
          className="product__about"
          title={t("product.about")}
        >
          <div
            className="prose"
            dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
          />
        </TitledSection>
      )}
    </div>
  );
}

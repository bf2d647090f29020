// Generated from /api/v1/openapi.json by `npm run api:client` (openapi-typescript). Do not edit:
// a test fails when this file differs from what the server's declarations generate.
// One file over 400 lines on purpose: openapi-typescript writes a document's paths, operations and schemas as one
// module whose parts refer to each other; a split by hand would be undone by the next generation. What is split by
// responsibility is the source: the declarations in packages/domain/src/api/v1/, one file per resource.

export interface paths {
    "/shipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Declares a shipment under an open policy, as its auto-insure rules decide: declared (certificate), under review, held (202), refused by a rule (422) or by the policy's terms (200, nothing recorded)
         * @description Scope: `declare`
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: the same key and body within 24 h replays the first answer */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        policyNo: string;
                        goodsDescription: string;
                        marks: string;
                        /** @default  */
                        invoiceNo?: string;
                        /** @default  */
                        billOfLadingNo?: string;
                        conveyance: string;
                        loadingPort: string;
                        dischargePort: string;
                        /** @default  */
                        viaPort?: string;
                        departureCountry: string;
                        destinationCountry: string;
                        sailingDate: string;
                        /** @default  */
                        surveyAgent?: string;
                        claimPayableAt: string;
                        /** @enum {string} */
                        letterOfCredit: "0" | "1";
                        /** @default  */
                        letterOfCreditNo?: string;
                        datePrintFormat: string;
                        mainClause: string;
                        /** @default [] */
                        riders?: string[];
                        invoiceAmount: string;
                        invoiceCurrency: string;
                        additionPercent?: string;
                        /** @default  */
                        additionalInsurance?: string;
                        /** @default  */
                        otherInformation?: string;
                        issuingDate: string;
                        /** @enum {string} */
                        printLanguage: "01" | "02" | "03";
                        /** @enum {string} */
                        paperType: "01" | "02";
                        /** @enum {string} */
                        sealType: "01" | "02";
                        goodsCategory?: string;
                        /** @enum {string} */
                        transportMode?: "sea" | "inlandWaterway" | "air" | "road" | "rail" | "post";
                    };
                };
            };
            responses: {
                /** @description Nothing created */
                200: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            declarationNo: string | null;
                            certificateNo: string | null;
                            /** @enum {string} */
                            status: "draft" | "held" | "under_review" | "declared" | "rejected" | "refused";
                            reason: string | null;
                            autoInsureRule: string | null;
                            reviewReasons: string[];
                            policyNo: string;
                            insuredAmount: {
                                amount: string;
                                currency: string;
                            } | null;
                            premium: {
                                amount: string;
                                currency: string;
                            } | null;
                            certificateUrl: string | null;
                            declarationDate: string | null;
                            goodsDescription: string | null;
                            invoiceNo: string | null;
                            billOfLadingNo: string | null;
                        };
                    };
                };
                /** @description Created */
                201: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            declarationNo: string | null;
                            certificateNo: string | null;
                            /** @enum {string} */
                            status: "draft" | "held" | "under_review" | "declared" | "rejected" | "refused";
                            reason: string | null;
                            autoInsureRule: string | null;
                            reviewReasons: string[];
                            policyNo: string;
                            insuredAmount: {
                                amount: string;
                                currency: string;
                            } | null;
                            premium: {
                                amount: string;
                                currency: string;
                            } | null;
                            certificateUrl: string | null;
                            declarationDate: string | null;
                            goodsDescription: string | null;
                            invoiceNo: string | null;
                            billOfLadingNo: string | null;
                        };
                    };
                };
                /** @description Held: an auto-insure rule of the open policy (or its default) holds the shipment for a person in the portal; nothing is insured or drawn yet */
                202: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            declarationNo: string | null;
                            certificateNo: string | null;
                            /** @enum {string} */
                            status: "draft" | "held" | "under_review" | "declared" | "rejected" | "refused";
                            reason: string | null;
                            autoInsureRule: string | null;
                            reviewReasons: string[];
                            policyNo: string;
                            insuredAmount: {
                                amount: string;
                                currency: string;
                            } | null;
                            premium: {
                                amount: string;
                                currency: string;
                            } | null;
                            certificateUrl: string | null;
                            declarationDate: string | null;
                            goodsDescription: string | null;
                            invoiceNo: string | null;
                            billOfLadingNo: string | null;
                        };
                    };
                };
                /** @description The request is not valid (`errors` names the fields) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No API key, or one unknown, revoked or expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The key lacks the scope, or is a sandbox key (not available yet) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found (another account's objects are never seen) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A request with the same Idempotency-Key is still running: retry after `Retry-After` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The Idempotency-Key was used with another body */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Over the rate limit: retry after `Retry-After` seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/declarations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's declarations, newest first, a cursor page at a time
         * @description Scope: `read`
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                declarationNo: string | null;
                                certificateNo: string | null;
                                /** @enum {string} */
                                status: "draft" | "held" | "under_review" | "declared" | "rejected" | "refused";
                                reason: string | null;
                                autoInsureRule: string | null;
                                reviewReasons: string[];
                                policyNo: string;
                                insuredAmount: {
                                    amount: string;
                                    currency: string;
                                } | null;
                                premium: {
                                    amount: string;
                                    currency: string;
                                } | null;
                                certificateUrl: string | null;
                                declarationDate: string | null;
                                goodsDescription: string | null;
                                invoiceNo: string | null;
                                billOfLadingNo: string | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description The request is not valid (`errors` names the fields) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No API key, or one unknown, revoked or expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The key lacks the scope, or is a sandbox key (not available yet) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found (another account's objects are never seen) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Over the rate limit: retry after `Retry-After` seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/declarations/{declarationNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One declaration of the account
         * @description Scope: `read`
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    declarationNo: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            declarationNo: string | null;
                            certificateNo: string | null;
                            /** @enum {string} */
                            status: "draft" | "held" | "under_review" | "declared" | "rejected" | "refused";
                            reason: string | null;
                            autoInsureRule: string | null;
                            reviewReasons: string[];
                            policyNo: string;
                            insuredAmount: {
                                amount: string;
                                currency: string;
                            } | null;
                            premium: {
                                amount: string;
                                currency: string;
                            } | null;
                            certificateUrl: string | null;
                            declarationDate: string | null;
                            goodsDescription: string | null;
                            invoiceNo: string | null;
                            billOfLadingNo: string | null;
                        };
                    };
                };
                /** @description The request is not valid (`errors` names the fields) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No API key, or one unknown, revoked or expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The key lacks the scope, or is a sandbox key (not available yet) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found (another account's objects are never seen) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Over the rate limit: retry after `Retry-After` seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/declarations/{declarationNo}/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The certificate of a declared shipment as a PDF
         * @description Scope: `documents`
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    declarationNo: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description The request is not valid (`errors` names the fields) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No API key, or one unknown, revoked or expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The key lacks the scope, or is a sandbox key (not available yet) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found (another account's objects are never seen) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Over the rate limit: retry after `Retry-After` seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/open-policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's open policies with their balance
         * @description Scope: `read`
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                policyNo: string;
                                productName: string;
                                insuredName: string;
                                effectiveDate: string;
                                endDate: string;
                                isInForce: boolean;
                                totalInsuredAmount: {
                                    amount: string;
                                    currency: string;
                                };
                                perShipmentLimit: {
                                    amount: string;
                                    currency: string;
                                };
                                balance: {
                                    amount: string;
                                    currency: string;
                                };
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description The request is not valid (`errors` names the fields) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No API key, or one unknown, revoked or expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The key lacks the scope, or is a sandbox key (not available yet) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found (another account's objects are never seen) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Over the rate limit: retry after `Retry-After` seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/open-policies/{policyNo}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an open policy has declared, holds under review and has left
         * @description Scope: `read`
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    policyNo: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            policyNo: string;
                            totalLimit: {
                                amount: string;
                                currency: string;
                            };
                            declared: {
                                amount: string;
                                currency: string;
                            };
                            underReview: {
                                amount: string;
                                currency: string;
                            };
                            remaining: {
                                amount: string;
                                currency: string;
                            };
                            usedPercent: string;
                        };
                    };
                };
                /** @description The request is not valid (`errors` names the fields) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No API key, or one unknown, revoked or expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The key lacks the scope, or is a sandbox key (not available yet) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found (another account's objects are never seen) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Over the rate limit: retry after `Retry-After` seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policies/{policyNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One issued policy of the account
         * @description Scope: `read`
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    policyNo: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            policyNo: string;
                            productName: string;
                            insuredName: string;
                            insuranceBeginDate: string;
                            insuranceEndDate: string;
                            statusName: string;
                            insuredAmount: {
                                amount: string;
                                currency: string;
                            };
                            premium: {
                                amount: string;
                                currency: string;
                            };
                            documentUrl: string;
                        };
                    };
                };
                /** @description The request is not valid (`errors` names the fields) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No API key, or one unknown, revoked or expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The key lacks the scope, or is a sandbox key (not available yet) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found (another account's objects are never seen) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Over the rate limit: retry after `Retry-After` seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policies/{policyNo}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current version of an issued policy as a PDF
         * @description Scope: `documents`
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    policyNo: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description The request is not valid (`errors` names the fields) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No API key, or one unknown, revoked or expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The key lacks the scope, or is a sandbox key (not available yet) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found (another account's objects are never seen) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Over the rate limit: retry after `Retry-After` seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prices a shipment and stores the quotation for 30 days
         * @description Scope: `quote`
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: the same key and body within 24 h replays the first answer */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        productCode: "MP09110008" | "MP09110009" | "MP09110012" | "MP09110015" | "MP09110014" | "MP09110013" | "MP09110011" | "MP09000018" | "MP09000028" | "MP09000053" | "MP09000041" | "MP09000086";
                        /** @default {} */
                        basic?: {
                            insuranceBeginDate?: string | null;
                            insuranceEndDate?: string | null;
                        };
                        /** @default {} */
                        goods?: {
                            majorCategory?: string | null;
                            subCategory?: string | null;
                        };
                        /** @default {} */
                        transport?: {
                            carryMode?: (("01" | "02") | "") | null;
                            departurePort?: string | null;
                            destinationPort?: string | null;
                            transitPort?: string | null;
                            letterOfCredit?: (("0" | "1") | "") | null;
                            iacsClass?: string | null;
                            shipAge?: number | string | null;
                        };
                        /** @default {} */
                        insurance?: {
                            mainClause?: string | null;
                            riders?: {
                                riderCode: string;
                                riderSumInsured?: string | null;
                            }[] | null;
                            currencyCode?: (("10" | "12" | "13" | "18" | "19" | "20" | "21" | "22" | "23" | "01" | "02" | "03" | "04" | "05" | "07" | "09") | "") | null;
                            invoiceAmount?: string | null;
                            additionPercent?: string | number | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Nothing created */
                200: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            quotationNo: string;
                            validUntil: string;
                            productName: string;
                            mainClauseName: string;
                            ratePercent: string;
                            insuredAmount: {
                                amount: string;
                                currency: string;
                            };
                            premium: {
                                amount: string;
                                currency: string;
                            };
                            referrals: string[];
                            notices: string[];
                        };
                    };
                };
                /** @description Created */
                201: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            quotationNo: string;
                            validUntil: string;
                            productName: string;
                            mainClauseName: string;
                            ratePercent: string;
                            insuredAmount: {
                                amount: string;
                                currency: string;
                            };
                            premium: {
                                amount: string;
                                currency: string;
                            };
                            referrals: string[];
                            notices: string[];
                        };
                    };
                };
                /** @description The request is not valid (`errors` names the fields) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No API key, or one unknown, revoked or expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The key lacks the scope, or is a sandbox key (not available yet) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found (another account's objects are never seen) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A request with the same Idempotency-Key is still running: retry after `Retry-After` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The Idempotency-Key was used with another body */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Over the rate limit: retry after `Retry-After` seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reports a loss (first notice of loss) on a policy or certificate of the account
         * @description Scope: `claims`
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: the same key and body within 24 h replays the first answer */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        report: {
                            policyNo: string;
                            reporterName: string;
                            reporterMobile: string;
                            reporterEmail: string;
                            incidentTime: string;
                            /** @enum {string} */
                            lossType: "10" | "99" | "01" | "02" | "03" | "04" | "05" | "06" | "07" | "08" | "09";
                            /** @enum {string} */
                            locationType: "domestic" | "overseas";
                            /** @default  */
                            provinceCode?: string;
                            /** @default  */
                            cityCode?: string;
                            /** @default  */
                            districtCode?: string;
                            /** @default  */
                            continentCode?: string;
                            /** @default  */
                            countryCode?: string;
                            /** @default  */
                            locationDetail?: string;
                            causeLevel1: string;
                            causeLevel2: string;
                            description: string;
                            /**
                             * @default N
                             * @enum {string}
                             */
                            propertyDamage?: "Y" | "N";
                            /** @default  */
                            propertyDamageDetail?: string;
                            /**
                             * @default N
                             * @enum {string}
                             */
                            personalInjury?: "Y" | "N";
                            /** @default 0 */
                            outpatientCount?: number;
                            /** @default 0 */
                            inpatientCount?: number;
                            /** @default 0 */
                            deathCount?: number;
                            /**
                             * @default N
                             * @enum {string}
                             */
                            vehicleDamage?: "Y" | "N";
                            estimatedLoss: string;
                            estimatedCurrency: string;
                            /** @enum {string} */
                            settlementPreference: "1" | "2";
                            /** @default [] */
                            goodsLines?: {
                                goodsName: string;
                                quantity: string;
                                /** @default  */
                                unit?: string;
                                unitPrice: string;
                                damageExtent: string;
                            }[];
                            /** @default  */
                            carrierName?: string;
                        };
                        /** @constant */
                        accepted: true;
                    };
                };
            };
            responses: {
                /** @description Nothing created */
                200: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reportNo: string;
                            policyNo: string;
                            status: string;
                            statusName: string;
                            lossTypeName: string;
                            incidentTime: string;
                            reportedAt: string;
                            estimatedLoss: {
                                amount: string;
                                currency: string;
                            };
                            payable: {
                                amount: string;
                                currency: string;
                            } | null;
                            missingDocuments: number;
                            history: {
                                statusName: string;
                                actionName: string;
                                note: string;
                                at: string;
                            }[];
                        };
                    };
                };
                /** @description Created */
                201: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reportNo: string;
                            policyNo: string;
                            status: string;
                            statusName: string;
                            lossTypeName: string;
                            incidentTime: string;
                            reportedAt: string;
                            estimatedLoss: {
                                amount: string;
                                currency: string;
                            };
                            payable: {
                                amount: string;
                                currency: string;
                            } | null;
                            missingDocuments: number;
                            history: {
                                statusName: string;
                                actionName: string;
                                note: string;
                                at: string;
                            }[];
                        };
                    };
                };
                /** @description The request is not valid (`errors` names the fields) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No API key, or one unknown, revoked or expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The key lacks the scope, or is a sandbox key (not available yet) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found (another account's objects are never seen) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A request with the same Idempotency-Key is still running: retry after `Retry-After` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The Idempotency-Key was used with another body */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Over the rate limit: retry after `Retry-After` seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claims/{reportNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A claim of the account: its status, estimated and payable amounts, missing documents and history
         * @description Scope: `claims`
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reportNo: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reportNo: string;
                            policyNo: string;
                            status: string;
                            statusName: string;
                            lossTypeName: string;
                            incidentTime: string;
                            reportedAt: string;
                            estimatedLoss: {
                                amount: string;
                                currency: string;
                            };
                            payable: {
                                amount: string;
                                currency: string;
                            } | null;
                            missingDocuments: number;
                            history: {
                                statusName: string;
                                actionName: string;
                                note: string;
                                at: string;
                            }[];
                        };
                    };
                };
                /** @description The request is not valid (`errors` names the fields) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No API key, or one unknown, revoked or expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The key lacks the scope, or is a sandbox key (not available yet) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found (another account's objects are never seen) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Over the rate limit: retry after `Retry-After` seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claims/{reportNo}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a document of a type to an open claim (multipart/form-data, one file in the field `file`: PDF, JPEG, PNG, Word or Excel, as the portal takes them), replacing an earlier one of that type
         * @description Scope: `claims`
         */
        post: {
            parameters: {
                query: {
                    typeCode: "10" | "11" | "12" | "13" | "14" | "15" | "16" | "17" | "18" | "19" | "20" | "21" | "22" | "23" | "24" | "25" | "26" | "27" | "28" | "29" | "30" | "31" | "32" | "33" | "34" | "99" | "01" | "02" | "03" | "04" | "05" | "06" | "07" | "08" | "09";
                };
                header?: {
                    /** @description Makes a retry safe: the same key and body within 24 h replays the first answer */
                    "Idempotency-Key"?: string;
                };
                path: {
                    reportNo: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Nothing created */
                200: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            typeCode: string;
                            typeName: string;
                            fileName: string;
                            size: number;
                            uploadedAt: string;
                            replaced: boolean;
                        };
                    };
                };
                /** @description Created */
                201: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            typeCode: string;
                            typeName: string;
                            fileName: string;
                            size: number;
                            uploadedAt: string;
                            replaced: boolean;
                        };
                    };
                };
                /** @description The request is not valid (`errors` names the fields) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No API key, or one unknown, revoked or expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The key lacks the scope, or is a sandbox key (not available yet) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found (another account's objects are never seen) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A request with the same Idempotency-Key is still running: retry after `Retry-After` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The Idempotency-Key was used with another body */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Over the rate limit: retry after `Retry-After` seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's webhook endpoints (at most 10: one page)
         * @description Scope: `webhooks`
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                url: string;
                                events: ("declaration.issued" | "declaration.referred" | "declaration.rejected" | "application.decided" | "policy.issued" | "policy.expiring" | "claim.status_changed" | "document.ready")[];
                                description: string;
                                enabled: boolean;
                                disabledReason: ("failing" | "admin") | null;
                                secretHint: string;
                                createdAt: string;
                                lastDelivery: {
                                    eventType: string;
                                    statusCode: number | null;
                                    ok: boolean;
                                    at: string;
                                } | null;
                            }[];
                            nextCursor: null;
                        };
                    };
                };
                /** @description The request is not valid (`errors` names the fields) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No API key, or one unknown, revoked or expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The key lacks the scope, or is a sandbox key (not available yet) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found (another account's objects are never seen) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Over the rate limit: retry after `Retry-After` seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Registers an endpoint (https, a public address); its signing secret is answered once
         * @description Scope: `webhooks`
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: the same key and body within 24 h replays the first answer */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url: string;
                        events: ("declaration.issued" | "declaration.referred" | "declaration.rejected" | "application.decided" | "policy.issued" | "policy.expiring" | "claim.status_changed" | "document.ready")[];
                        /** @default  */
                        description?: string;
                        /** @default true */
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description Nothing created */
                200: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            url: string;
                            events: ("declaration.issued" | "declaration.referred" | "declaration.rejected" | "application.decided" | "policy.issued" | "policy.expiring" | "claim.status_changed" | "document.ready")[];
                            description: string;
                            enabled: boolean;
                            disabledReason: ("failing" | "admin") | null;
                            secretHint: string;
                            createdAt: string;
                            lastDelivery: {
                                eventType: string;
                                statusCode: number | null;
                                ok: boolean;
                                at: string;
                            } | null;
                            secret: string;
                        };
                    };
                };
                /** @description Created */
                201: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            url: string;
                            events: ("declaration.issued" | "declaration.referred" | "declaration.rejected" | "application.decided" | "policy.issued" | "policy.expiring" | "claim.status_changed" | "document.ready")[];
                            description: string;
                            enabled: boolean;
                            disabledReason: ("failing" | "admin") | null;
                            secretHint: string;
                            createdAt: string;
                            lastDelivery: {
                                eventType: string;
                                statusCode: number | null;
                                ok: boolean;
                                at: string;
                            } | null;
                            secret: string;
                        };
                    };
                };
                /** @description The request is not valid (`errors` names the fields) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No API key, or one unknown, revoked or expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The key lacks the scope, or is a sandbox key (not available yet) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found (another account's objects are never seen) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A request with the same Idempotency-Key is still running: retry after `Retry-After` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The Idempotency-Key was used with another body */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Over the rate limit: retry after `Retry-After` seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook endpoint of the account
         * @description Scope: `webhooks`
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            url: string;
                            events: ("declaration.issued" | "declaration.referred" | "declaration.rejected" | "application.decided" | "policy.issued" | "policy.expiring" | "claim.status_changed" | "document.ready")[];
                            description: string;
                            enabled: boolean;
                            disabledReason: ("failing" | "admin") | null;
                            secretHint: string;
                            createdAt: string;
                            lastDelivery: {
                                eventType: string;
                                statusCode: number | null;
                                ok: boolean;
                                at: string;
                            } | null;
                        };
                    };
                };
                /** @description The request is not valid (`errors` names the fields) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No API key, or one unknown, revoked or expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The key lacks the scope, or is a sandbox key (not available yet) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found (another account's objects are never seen) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Over the rate limit: retry after `Retry-After` seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        /**
         * Replaces an endpoint’s URL, events, description and on/off
         * @description Scope: `webhooks`
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url: string;
                        events: ("declaration.issued" | "declaration.referred" | "declaration.rejected" | "application.decided" | "policy.issued" | "policy.expiring" | "claim.status_changed" | "document.ready")[];
                        /** @default  */
                        description?: string;
                        /** @default true */
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            url: string;
                            events: ("declaration.issued" | "declaration.referred" | "declaration.rejected" | "application.decided" | "policy.issued" | "policy.expiring" | "claim.status_changed" | "document.ready")[];
                            description: string;
                            enabled: boolean;
                            disabledReason: ("failing" | "admin") | null;
                            secretHint: string;
                            createdAt: string;
                            lastDelivery: {
                                eventType: string;
                                statusCode: number | null;
                                ok: boolean;
                                at: string;
                            } | null;
                        };
                    };
                };
                /** @description The request is not valid (`errors` names the fields) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No API key, or one unknown, revoked or expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The key lacks the scope, or is a sandbox key (not available yet) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found (another account's objects are never seen) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Over the rate limit: retry after `Retry-After` seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        post?: never;
        /**
         * Deletes an endpoint; nothing more is sent to it
         * @description Scope: `webhooks`
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
                /** @description The request is not valid (`errors` names the fields) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No API key, or one unknown, revoked or expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The key lacks the scope, or is a sandbox key (not available yet) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found (another account's objects are never seen) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Over the rate limit: retry after `Retry-After` seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queues a `webhook.test` event to this endpoint only
         * @description Scope: `webhooks`
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: the same key and body within 24 h replays the first answer */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Accepted */
                202: {
                    headers: {
                        /** @description Calls allowed per window for this key */
                        "RateLimit-Limit"?: number;
                        /** @description Calls left in the current window */
                        "RateLimit-Remaining"?: number;
                        /** @description Seconds until the window ends */
                        "RateLimit-Reset"?: number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            eventId: string;
                        };
                    };
                };
                /** @description The request is not valid (`errors` names the fields) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No API key, or one unknown, revoked or expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The key lacks the scope, or is a sandbox key (not available yet) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found (another account's objects are never seen) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A request with the same Idempotency-Key is still running: retry after `Retry-After` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The Idempotency-Key was used with another body */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Over the rate limit: retry after `Retry-After` seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Problem: {
            type: string;
            title: string;
            status: number;
            detail: string;
            code: string;
            instance: string;
            errors?: {
                path: string[];
                message: string;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;

ALTER TABLE "memberships" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
UPDATE "memberships" SET "role" = 'admin' WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "login_name" = 'demo') AND "account_id" IN (SELECT "id" FROM "accounts" WHERE "account_name" = 'SHOCEAN');--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_pk" PRIMARY KEY("user_id","code")
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "print_habits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"print_language" text NOT NULL,
	"paper_type" text NOT NULL,
	"seal_type" text NOT NULL,
	"date_print_format" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "print_habits" ADD CONSTRAINT "print_habits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "user_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_name" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_invitations_token_idx" ON "user_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_invitations_account_idx" ON "user_invitations" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE TABLE "portal_agreements" (
	"code" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"effective_date" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "portal_agreements" ("code", "version", "effective_date", "title_zh", "title_en", "sort_order") VALUES
	('SERVICE', '2.1', '2026-11-01', '货运险自助服务平台用户服务协议', 'Cargo insurance self-service portal user agreement', 1),
	('PRIVACY', '2.1', '2026-11-01', '个人信息保护政策', 'Privacy policy', 2);
--> statement-breakpoint
CREATE TABLE "product_terms" (
	"term_code" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"effective_date" text NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "product_terms" ("term_code", "version", "effective_date", "body_zh", "body_en") VALUES
	('ICC_A', '2009', '2009-01-01', E'保险责任：除本条款列明的除外责任外，承保保险标的灭失或损害的一切风险，以及共同海损和救助费用。\n除外责任：被保险人的故意不法行为；保险标的的正常渗漏、正常损耗或自然磨损；包装或准备不足；内在缺陷或特性；迟延；船舶所有人、经理人、租船人或经营人破产或经济困难；使用原子或核武器；战争、罢工风险（可另行加保）。\n保险期限：自保险标的为开始运输而在保险合同载明的仓库或储存处所开始移动时生效，至交付至目的地收货人仓库或储存处所时终止，但以卸离海轮后满60天为限。', E'Risks covered: all risks of loss of or damage to the subject-matter insured except as excluded, together with general average and salvage charges.\nExclusions: wilful misconduct of the assured; ordinary leakage, ordinary loss in weight or volume, or ordinary wear and tear; insufficient packing or preparation; inherent vice or nature; delay; insolvency or financial default of the owners, managers, charterers or operators of the vessel; any weapon of war employing atomic or nuclear fission; war and strikes risks (insurable separately).\nDuration: attaches from the time the subject-matter insured is first moved in the warehouse or place of storage named in the contract for the commencement of the transit, and ends on delivery to the consignee''s final warehouse at the destination, or on the expiry of 60 days after discharge from the overseas vessel, whichever first occurs.'),
	('ICC_B', '2009', '2009-01-01', E'保险责任：火灾或爆炸；船舶搁浅、触礁、沉没或倾覆；陆上运输工具倾覆或出轨；船舶与其他物体碰撞；在避难港卸货；地震、火山爆发或雷电；共同海损牺牲；抛货或浪击落海；海水、湖水或河水进入船舶、运输工具、集装箱或储存处所；货物在装卸时落海或跌落造成的整件全损。\n除外责任：同协会货物条款（A）的除外责任，另不承保任何人的不法行为对保险标的的蓄意损害。\n保险期限：同协会货物条款（A）的仓至仓责任，以卸离海轮后满60天为限。', E'Risks covered: fire or explosion; vessel stranded, grounded, sunk or capsized; overturning or derailment of land conveyance; collision of the vessel with any external object; discharge at a port of distress; earthquake, volcanic eruption or lightning; general average sacrifice; jettison or washing overboard; entry of sea, lake or river water into the vessel, conveyance, container or place of storage; total loss of any package lost overboard or dropped whilst loading or unloading.\nExclusions: those of the Institute Cargo Clauses (A), and deliberate damage to the subject-matter insured by the wrongful act of any person.\nDuration: warehouse to warehouse as in the Institute Cargo Clauses (A), limited to 60 days after discharge from the overseas vessel.'),
	('ICC_C', '2009', '2009-01-01', E'保险责任：火灾或爆炸；船舶搁浅、触礁、沉没或倾覆；陆上运输工具倾覆或出轨；船舶与其他物体碰撞；在避难港卸货；共同海损牺牲；抛货。\n除外责任：同协会货物条款（B）的除外责任；不承保地震、雷电、浪击落海、水浸及装卸时的整件全损。\n保险期限：同协会货物条款（A）的仓至仓责任，以卸离海轮后满60天为限。', E'Risks covered: fire or explosion; vessel stranded, grounded, sunk or capsized; overturning or derailment of land conveyance; collision of the vessel with any external object; discharge at a port of distress; general average sacrifice; jettison.\nExclusions: those of the Institute Cargo Clauses (B); earthquake, lightning, washing overboard, entry of water and total loss of packages during loading or unloading are not covered.\nDuration: warehouse to warehouse as in the Institute Cargo Clauses (A), limited to 60 days after discharge from the overseas vessel.'),
	('CIC_ALL_RISKS', '1981', '1981-01-01', E'保险责任：除平安险和水渍险的各项责任外，还负责被保险货物在运输途中由于外来原因所致的全部或部分损失。\n除外责任：被保险人的故意行为或过失；发货人的责任；保险责任开始前货物已存在的品质不良或数量短差；货物的自然损耗、本质缺陷、特性以及市价跌落、运输延迟所引起的损失或费用；战争险和罢工险条款规定的责任范围和除外责任。\n责任起讫：仓至仓条款，货物在最后卸载港全部卸离海轮后满60天为止。', E'Cover: in addition to the cover of FPA and WPA, all risks of total or partial loss of or damage to the insured goods arising from external causes in the course of transit.\nExclusions: loss or damage caused by the intentional act or fault of the insured; falling under the liability of the consignor; arising from the inferior quality or shortage of the goods before the attachment of the insurance; arising from normal loss, inherent vice or nature of the goods, loss of market or delay in transit; falling within the war risks and strikes clauses.\nDuration: warehouse to warehouse, limited to 60 days after completion of discharge of the goods from the seagoing vessel at the final port of discharge.'),
	('CIC_WPA', '1981', '1981-01-01', E'保险责任：除平安险的各项责任外，还负责被保险货物由于恶劣气候、雷电、海啸、地震、洪水等自然灾害所造成的部分损失。\n除外责任：同一切险条款的除外责任。\n责任起讫：仓至仓条款，货物在最后卸载港全部卸离海轮后满60天为止。', E'Cover: in addition to the cover of FPA, partial loss of or damage to the insured goods caused by heavy weather, lightning, tsunami, earthquake and/or flood.\nExclusions: as in the All Risks clause.\nDuration: warehouse to warehouse, limited to 60 days after completion of discharge at the final port of discharge.'),
	('CIC_FPA', '1981', '1981-01-01', E'保险责任：被保险货物在运输途中由于恶劣气候、雷电、海啸、地震、洪水等自然灾害造成整批货物的全部损失或推定全损；由于运输工具遭受搁浅、触礁、沉没、互撞、与流冰或其他物体碰撞以及失火、爆炸等意外事故造成货物的全部或部分损失；共同海损的牺牲、分摊和救助费用。\n除外责任：同一切险条款的除外责任。\n责任起讫：仓至仓条款，货物在最后卸载港全部卸离海轮后满60天为止。', E'Cover: total or constructive total loss of the whole consignment caused in transit by heavy weather, lightning, tsunami, earthquake or flood; total or partial loss caused by the carrying conveyance being grounded, stranded, sunk, in collision, or by fire or explosion; general average sacrifice, contribution and salvage charges.\nExclusions: as in the All Risks clause.\nDuration: warehouse to warehouse, limited to 60 days after completion of discharge at the final port of discharge.'),
	('DOMESTIC_BASIC', '2009', '2009-01-01', E'保险责任：因火灾、爆炸、雷电、冰雹、暴风、暴雨、洪水、地震、海啸、地陷、崖崩、滑坡、泥石流所造成的损失；因运输工具发生碰撞、搁浅、触礁、倾覆、沉没、出轨或隧道、码头坍塌所造成的损失；在装货、卸货或转载时因意外事故造成的损失；按国家规定或一般惯例应分摊的共同海损费用；施救费用。\n除外责任：战争或军事行动；核事件或核爆炸；被保险人的故意行为或过失；保险货物本身的缺陷或自然损耗以及包装不善。\n责任起讫：自签发保险凭证和保险货物运离起运地发货人的最后一个仓库或储存处所时起，至该保险凭证上注明的目的地收货人在当地的第一个仓库或储存处所时终止，但以到达目的地后15天为限。', E'Cover: loss caused by fire, explosion, lightning, hail, storm, rainstorm, flood, earthquake, tsunami, subsidence, landslide or mudslide; loss caused by collision, grounding, stranding, overturning, sinking or derailment of the conveyance or collapse of a tunnel or wharf; loss caused by accidents in loading, unloading or transhipment; general average contributions; sue and labour charges.\nExclusions: war or military action; nuclear events; intentional acts or fault of the insured; inherent vice, natural loss or insufficient packing of the goods.\nDuration: from the time the goods leave the consignor''s last warehouse at the place of departure until they reach the consignee''s first warehouse at the destination, limited to 15 days after arrival.'),
	('DOMESTIC_COMPREHENSIVE', '2009', '2009-01-01', E'保险责任：除基本险责任外，还承保因受震动、碰撞、挤压而造成的破碎、弯曲、凹瘪、折断、开裂的损失；因包装破裂致使货物散失的损失；液体货物因受震动、碰撞或挤压致使所用容器损坏而渗漏的损失；遭受盗窃或整件提货不着的损失；符合安全运输规定而遭受雨淋所致的损失。\n除外责任：同基本险条款的除外责任。\n责任起讫：同基本险条款，以到达目的地后15天为限。', E'Cover: in addition to the basic cover, breakage, bending, denting, snapping or cracking caused by vibration, collision or crushing; loss of goods through broken packing; leakage of liquids from containers damaged by vibration, collision or crushing; theft and non-delivery of whole packages; rain damage where safe-transport rules were followed.\nExclusions: as in the basic cover clause.\nDuration: as in the basic cover clause, limited to 15 days after arrival.'),
	('AIR_ALL_RISKS', '2009', '2009-01-01', E'保险责任：除航空运输险的各项责任外，还负责被保险货物由于外来原因所致的全部或部分损失。\n除外责任：被保险人的故意行为或过失；发货人的责任；货物的自然损耗、本质缺陷、特性以及市价跌落、运输延迟所引起的损失或费用；航空运输货物战争险条款规定的责任范围和除外责任。\n责任起讫：仓至仓条款，货物在最后卸载地卸离飞机后满30天为止。', E'Cover: in addition to the air transportation risks, all risks of total or partial loss of or damage to the insured goods arising from external causes.\nExclusions: intentional act or fault of the insured; liability of the consignor; normal loss, inherent vice or nature of the goods, loss of market or delay; the war risks of air cargo.\nDuration: warehouse to warehouse, limited to 30 days after discharge from the aircraft at the final place of discharge.'),
	('PARCEL_RISKS', '2009', '2009-01-01', E'保险责任：被保险邮包在运输途中由于恶劣气候、雷电、海啸、地震、洪水等自然灾害或由于运输工具遭受搁浅、触礁、沉没、碰撞、倾覆、出轨、坠落、失踪，或由于失火、爆炸等意外事故所造成的全部或部分损失；施救费用。\n除外责任：同一切险条款的除外责任。\n责任起讫：自邮包离开保险单所载起运地寄件人处所运往邮局时开始生效，直至被保险邮包运达保险单所载目的地邮局，自邮局签发到货通知书当日午夜起算满15天终止。', E'Cover: total or partial loss of the insured parcels in transit caused by heavy weather, lightning, tsunami, earthquake, flood, or by the conveyance being grounded, stranded, sunk, in collision, overturned, derailed, fallen or missing, or by fire or explosion; sue and labour charges.\nExclusions: as in the All Risks clause.\nDuration: from the time the parcels leave the sender''s premises for the post office until 15 days after midnight of the day the destination post office issues the notice of arrival.'),
	('CARRIER_LIABILITY_TRIP', '2015', '2015-01-01', E'保险责任：被保险人作为承运人在运输过程中，因火灾、爆炸、运输工具碰撞、倾覆等意外事故造成所承运货物的损失，依法应由被保险人承担的赔偿责任，以及相关的施救费用和法律费用。\n除外责任：被保险人或其驾驶员的故意行为；无有效驾驶证或运输资质；货物本身缺陷、自然损耗；超载、违规装载；战争、核风险。\n保险期间：以保险单载明的单次运输为限，自货物装上运输工具起至运抵目的地卸离运输工具止。', E'Cover: the legal liability of the insured as carrier for loss of or damage to the goods carried, caused in transit by fire, explosion, collision or overturning of the conveyance and other accidents, with the related sue and labour and legal costs.\nExclusions: intentional acts of the insured or its drivers; driving without a valid licence or transport permit; inherent vice or natural loss of the goods; overloading or unlawful loading; war and nuclear risks.\nPeriod: the single shipment named in the policy, from loading onto the conveyance until unloading at the destination.'),
	('HAZMAT_CARRIER_LIABILITY', '2015', '2015-01-01', E'保险责任：被保险人在从事道路危险货物运输过程中，发生意外事故造成第三者人身伤亡或财产损失，依法应由被保险人承担的经济赔偿责任，以及事故发生后的污染清理费用和法律费用。\n除外责任：被保险人或其驾驶员、押运员的故意行为；车辆无有效危险货物运输资质；违反危险货物运输安全规定；被保险人自有财产的损失；战争、核风险。\n保险期间：一年，以保险单载明的起讫日期为准。', E'Cover: the legal liability of the insured for death or injury of third parties and damage to their property caused by an accident while carrying dangerous goods by road, with the costs of cleaning up pollution and legal costs.\nExclusions: intentional acts of the insured, its drivers or escorts; vehicles without a valid dangerous-goods transport permit; breach of the safety rules of dangerous-goods transport; the insured''s own property; war and nuclear risks.\nPeriod: one year, as stated in the policy.'),
	('CARRIER_LIABILITY_ANNUAL', '2015', '2015-01-01', E'保险责任：保险期间内，被保险人作为承运人在其经营的道路货物运输过程中，因意外事故造成承运货物的损失，依法应由被保险人承担的赔偿责任，以及相关的施救费用和法律费用。\n除外责任：被保险人或其驾驶员的故意行为；无有效驾驶证或运输资质；货物本身缺陷、自然损耗；超载、违规装载；战争、核风险。\n保险期间：一年，以保险单载明的起讫日期为准；每次事故赔偿以保险单载明的限额为准。', E'Cover: during the period of insurance, the legal liability of the insured as carrier for loss of or damage to the goods it carries by road, caused by an accident in transit, with the related sue and labour and legal costs.\nExclusions: intentional acts of the insured or its drivers; driving without a valid licence or transport permit; inherent vice or natural loss of the goods; overloading or unlawful loading; war and nuclear risks.\nPeriod: one year, as stated in the policy; each accident is paid up to the limit stated in the policy.');
